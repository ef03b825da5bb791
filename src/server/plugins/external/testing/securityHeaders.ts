/**
 * The two sets of security headers (plugins/external/helmet), written out here rather than read from
 * the plugin, so that a change to either set fails the tests that check them.
 */

/** Every API answer's: OWASP's REST Security Cheat Sheet list, and same-origin CORP. */
const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** A document's (the SPA, the API reference): helmet's full set; its CSP, the app's, is checked directive by directive. */
const DOCUMENT_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** The directives of the app's CSP that its pages need and that keep them to their own origin. */
const APP_CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://*.cdninstagram.com https://*.fbcdn.net https://platform-lookaside.fbsbx.com https://*.googleusercontent.com;",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
];

const SECURITY_HEADER_NAMES = new Set(['content-security-policy', ...Object.keys(API_SECURITY_HEADERS), ...Object.keys(DOCUMENT_SECURITY_HEADERS)]);

type HeaderValues = Record<string, string | string[] | number | undefined> | Headers;

/** The security headers an answer carries (either set's names, cache-control included), by name. */
function securityHeadersOf(headers: HeaderValues): Record<string, string> {
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  return Object.fromEntries(
    entries
      .filter(([name, value]) => SECURITY_HEADER_NAMES.has(name.toLowerCase()) && value !== undefined)
      .map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
}

/** Asserts that an answer carries exactly the API set: with the route's own cache-control, when it sets one, for no-store. */
export function expectApiSecurityHeaders(headers: HeaderValues, cacheControl = 'no-store'): void {
  expect(securityHeadersOf(headers)).toEqual({ ...API_SECURITY_HEADERS, 'cache-control': cacheControl });
}

/** Asserts that an answer carries helmet's full set with the app's CSP, as a document (the SPA, the API reference) does. */
export function expectDocumentSecurityHeaders(headers: HeaderValues): void {
  const found = securityHeadersOf(headers);
  const csp = found['content-security-policy'] ?? '';
  delete found['content-security-policy'];
  // A document's caching is its own (no-cache for index.html, a year for hashed assets).
  delete found['cache-control'];
  expect(found).toEqual(DOCUMENT_SECURITY_HEADERS);
  for (const directive of APP_CSP_DIRECTIVES) expect(csp).toContain(directive);
}
