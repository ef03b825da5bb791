import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta signs every delivery: "X-Hub-Signature-256: sha256={signature}", the SHA-256 HMAC of the payload
 * with the app secret as the key, to be compared against the raw body as received
 * (https://developers.facebook.com/docs/graph-api/webhooks/getting-started/ , "Validate Payloads").
 * Compared in constant time, and against each app secret this server has (Facebook Login's and
 * Instagram Login's apps each sign their own deliveries).
 */
export function signatureMatches(header: string | undefined, rawBody: Buffer, appSecrets: string[]): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1].toLowerCase(), 'hex');
  // Every secret is tried, a match or not, so the time taken says nothing about which one matched.
  return appSecrets.map((secret) => timingSafeEqual(given, hmacOf(rawBody, secret))).some(Boolean);
}

const hmacOf = (rawBody: Buffer, secret: string) => createHmac('sha256', secret).update(rawBody).digest();

/** What Meta sends: used by the tests and the loopback fixtures to sign a delivery. */
export const signatureHeader = (rawBody: Buffer | string, secret: string) => `sha256=${hmacOf(Buffer.from(rawBody), secret).toString('hex')}`;
