import '../../lib/zodJitless';
import { loginBody, registerBody, type LoginBody, type RegisterBody } from '../../../shared/auth';
import { zodFieldErrors } from '../../api/errors';

export type AuthMode = 'login' | 'register';
export type AuthFields = { name: string; email: string; password: string };
export type FieldErrors = Partial<Record<keyof AuthFields, string>>;

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The server's own zod rules (src/shared/auth.ts), so the form and the API never disagree. */
export type ValidatedAuthForm =
  { ok: true; mode: 'register'; body: RegisterBody } | { ok: true; mode: 'login'; body: LoginBody } | { ok: false; errors: FieldErrors };

export function validateAuthForm(mode: AuthMode, values: AuthFields): ValidatedAuthForm {
  if (mode === 'register') {
    const parsed = registerBody.safeParse(values);
    return parsed.success ? { ok: true, mode, body: parsed.data } : { ok: false, errors: authFieldErrors(zodFieldErrors(parsed.error)) };
  }
  const parsed = loginBody.safeParse({ email: values.email, password: values.password });
  return parsed.success ? { ok: true, mode, body: parsed.data } : { ok: false, errors: authFieldErrors(zodFieldErrors(parsed.error)) };
}

/** A field → message map (from the server's 400 or the zod check) kept to this form's fields, as sentences. */
export function authFieldErrors(errors: Record<string, string>): FieldErrors {
  const result: FieldErrors = {};
  for (const field of ['name', 'email', 'password'] as const) {
    if (errors[field]) result[field] = sentence(errors[field]);
  }
  return result;
}
