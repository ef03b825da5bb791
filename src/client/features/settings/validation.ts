import '../../lib/zodJitless';
import { CURRENT_PASSWORD_REQUIRED, updateUserBody, type UpdateUserBody, type User } from '../../../shared/auth';
import { zodFieldErrors } from '../../api/errors';
import {
  PASSWORDS_DIFFER,
  formFieldErrors,
  hasErrors,
  profileChanges,
  type FieldErrors,
  type PasswordFields,
  type PasswordMode,
  type ProfileFields,
} from './fields';

/* The server's own zod rules (src/shared/auth.ts `updateUserBody`), so the forms and the API never disagree. */

export type CheckedForm = { ok: true; body: UpdateUserBody } | { ok: false; errors: FieldErrors };

export function checkProfile(values: ProfileFields, user: User): CheckedForm {
  const parsed = updateUserBody.safeParse(profileChanges(values, user));
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: formFieldErrors(zodFieldErrors(parsed.error)) };
}

/** A first password is sent alone; a change also needs the current one, asked for here before any request. */
export function checkPassword({ currentPassword, newPassword, confirmPassword }: PasswordFields, mode: PasswordMode): CheckedForm {
  const parsed = updateUserBody.safeParse(mode === 'set' ? { newPassword } : { currentPassword, newPassword });
  const errors = parsed.success ? {} : formFieldErrors(zodFieldErrors(parsed.error));
  if (mode === 'change' && !currentPassword) Object.assign(errors, formFieldErrors({ currentPassword: CURRENT_PASSWORD_REQUIRED }));
  if (confirmPassword !== newPassword) errors.confirmPassword = PASSWORDS_DIFFER;
  if (!parsed.success || hasErrors(errors)) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
