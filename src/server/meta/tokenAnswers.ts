const DAY_MS = 86_400_000;

/**
 * How long a long-lived token lasts when Meta's answer does not say: "expire in 60 days" for Instagram
 * Login (https://developers.facebook.com/docs/instagram-platform/reference/access_token) and "generally
 * lasts about 60 days" for Facebook Login
 * (https://developers.facebook.com/docs/facebook-login/guides/access-tokens/get-long-lived).
 */
export const DOCUMENTED_LONG_LIVED_MS = 60 * DAY_MS;

/** Meta answered a token call in none of its documented shapes: nothing is stored, and the user is told so. */
export class UnexpectedMetaAnswer extends Error {
  constructor(
    readonly call: string,
    missing: string,
  ) {
    super(`${call} answered without ${missing}`);
    this.name = 'UnexpectedMetaAnswer';
  }
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The record Meta answered. Instagram Login's pages document the code exchange and /me wrapped in
 * `data[0]` (https://developers.facebook.com/docs/instagram-platform/instagram-api-with-instagram-login/business-login,
 * …/get-started), while live answers have also been seen flat, as the older reference shows
 * (https://developers.facebook.com/docs/instagram-platform/reference/oauth-access-token): both are read.
 */
export function answerRecord(answer: unknown): Json | null {
  if (!isRecord(answer)) return null;
  if (!Array.isArray(answer.data)) return answer;
  return isRecord(answer.data[0]) ? answer.data[0] : null;
}

export type IssuedToken = { accessToken: string; expiresInMs: number | null; userId: string | null };

/** A token answer of any of Meta's exchanges: `access_token`, and `expires_in` (seconds) and `user_id` where given. */
export function readToken(answer: unknown, call: string): IssuedToken {
  const record = answerRecord(answer);
  const token = record?.access_token;
  if (!record || typeof token !== 'string' || token === '') {
    throw new UnexpectedMetaAnswer(call, 'an access_token (neither in data[0] nor at the top level)');
  }
  const expiresIn = Number(record.expires_in);
  const userId = record.user_id;
  return {
    accessToken: token,
    expiresInMs: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn * 1000 : null,
    userId: typeof userId === 'string' || typeof userId === 'number' ? String(userId) : null,
  };
}

/** A text field of a record Meta answered, or null. */
export const textField = (record: Json | null, key: string): string | null => {
  const value = record?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};
