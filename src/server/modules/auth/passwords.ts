import { hash, verify } from '@node-rs/argon2';
import { fieldError } from '../../http/httpError';
import commonPasswords from './commonPasswords.json';

// @node-rs/argon2 defaults are argon2id with the OWASP parameters (m=19 MiB, t=2, p=1).
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified when the account does not exist, so that a wrong e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('not-a-real-password-only-for-timing');
  await verifyPassword(await dummyHash, password);
}

// commonPasswords.json: 1,000 entries composed from well-known weak patterns (famous leaked
// favourites, keyboard walks, repeated digits, word + year/digits/!), stored lower-cased.
const common = new Set<string>(commonPasswords);

/** Throws a 400 naming `field` when the password is one of the common ones. */
export function refuseCommonPassword(field: string, password: string): void {
  if (common.has(password.toLowerCase())) throw fieldError(field, `${field} is too common; choose one that is harder to guess`);
}
