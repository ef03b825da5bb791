import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type TokenCipher = { encrypt(plaintext: string): string; decrypt(sealed: string): string };

/**
 * AES-256-GCM for Meta access tokens at rest (docs/operating.md "Security model"). Each value gets a fresh 96-bit IV; the
 * auth tag makes a tampered or foreign value fail to decrypt instead of yielding garbage.
 * Format: `v1.<base64url iv|tag|ciphertext>`, versioned so the scheme can change later.
 */
export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('token encryption key must be 32 bytes');
  return {
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    decrypt(sealed) {
      const [version, payload] = sealed.split('.');
      if (version !== VERSION || !payload) throw new Error('unknown token format');
      const bytes = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
