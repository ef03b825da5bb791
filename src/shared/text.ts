import { z } from 'zod';

/**
 * C0 controls (NUL, BEL, ESC…) and DEL. Tab, line feed and carriage return are left to `multiline`.
 * Postgres refuses NUL in text outright, and the others only ever arrive by mistake or malice.
 */
// eslint-disable-next-line no-control-regex -- this rule exists to find control characters
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAKS_OR_TABS = /[\t\n\r]/;

/** True when the text holds a character that no field of the contract accepts. */
export function hasControlCharacters(text: string, { multiline = false } = {}): boolean {
  return CONTROL_CHARACTERS.test(text) || (!multiline && LINE_BREAKS_OR_TABS.test(text));
}

/** 'x is required' when the field is missing, 'x must be text' when it has another type. */
const textError = (field: string) => (issue: { input?: unknown }) => (issue.input === undefined ? `${field} is required` : `${field} must be text`);

type PlainTextOptions = { max: number; min?: number; multiline?: boolean; trim?: boolean };

/**
 * The one string rule of the shared contract: text of a bounded length with no control characters,
 * refused with a message that names the field.
 */
export function plainText(field: string, { max, min = 1, multiline = false, trim = true }: PlainTextOptions) {
  const base = z.string({ error: textError(field) });
  const trimmed = trim ? base.trim() : base;
  return trimmed
    .min(min, { error: min === 1 ? `${field} is required` : `${field} must be at least ${min} characters` })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .refine((text) => !hasControlCharacters(text, { multiline }), { error: `${field} must not contain control characters` });
}

/** Every character `plainText` refuses in a single-line field: the controls and the line breaks and tabs. */
const ANY_CONTROL_CHARACTERS = new RegExp(`(?:${CONTROL_CHARACTERS.source}|${LINE_BREAKS_OR_TABS.source})+`, 'g');

/**
 * The same rule for text a third party hands us (a name from Google or Meta): there is nobody to
 * send a 400 to, so instead of refusing it each run of control characters becomes one space; the
 * result is trimmed and cut to `max` when given (never inside a surrogate pair). Empty when nothing is left.
 */
export function withoutControlCharacters(text: string, { max = Infinity }: { max?: number } = {}): string {
  const cleaned = text.replace(ANY_CONTROL_CHARACTERS, ' ').trim().slice(0, max);
  return (/[\uD800-\uDBFF]$/.test(cleaned) ? cleaned.slice(0, -1) : cleaned).trim();
}
