import type { UpdateUserBody, User } from '../../../shared/auth';

/*
 * The settings forms' fields and what they mean, without zod: the page needs these on first render,
 * the zod rules (validation.ts) load only when the user starts editing.
 */

export const FIELD_LABELS = {
  name: 'Name',
  image: 'Avatar URL',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
} as const;

type SettingsField = keyof typeof FIELD_LABELS;
export type FieldErrors = Partial<Record<SettingsField, string>>;

export type ProfileFields = { name: string; image: string };
export type PasswordFields = { currentPassword: string; newPassword: string; confirmPassword: string };
/** 'change' needs the current password; 'set' is an account's first, which has none to give. */
export type PasswordMode = 'change' | 'set';

export const EMPTY_PASSWORD_FIELDS: PasswordFields = { currentPassword: '', newPassword: '', confirmPassword: '' };
export const PASSWORDS_DIFFER = 'Passwords do not match';

export const profileFields = (user: User): ProfileFields => ({ name: user.name, image: user.image ?? '' });

/** Only what the user changed goes to the server; an emptied Avatar URL removes the picture. */
export function profileChanges(values: ProfileFields, user: User): UpdateUserBody {
  const changes: UpdateUserBody = {};
  if (values.name !== user.name) changes.name = values.name;
  const image = values.image.trim() || null;
  if (image !== user.image) changes.image = image;
  return changes;
}

const isSettingsField = (field: string): field is SettingsField => field in FIELD_LABELS;

/**
 * Messages name fields by their API key or by the rule's own name ('newPassword is too common',
 * 'password must be at least 8 characters' for newPassword); the form says it with the field's label.
 */
function readableMessage(field: SettingsField, message: string): string {
  const [firstWord = '', ...rest] = message.split(' ');
  const namesTheField = firstWord.length > 0 && field.toLowerCase().endsWith(firstWord.toLowerCase());
  if (namesTheField) return [FIELD_LABELS[field], ...rest].join(' ');
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** A 400's field → message map (api/errors.ts `fieldErrors`), kept to this form's fields. */
export function formFieldErrors(errors: Record<string, string>): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    if (isSettingsField(field)) result[field] = readableMessage(field, message);
  }
  return result;
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
