import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type KeyLike } from 'jose';

type Claims = Readonly<Record<string, unknown>>;

/** What the provider answers for the next logins: the ID token's claims and the UserInfo body. */
type DocumentedAnswer = {
  idToken: Claims;
  /** The UserInfo body, or an HTTP status the endpoint fails with. */
  userInfo: Claims | { status: number };
};

export type DocumentedOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  answer(answer: DocumentedAnswer): void;
  userInfoRequests(): number;
  close(): Promise<void>;
};

type PendingCode = { nonce: string | null; codeChallenge: string | null; redirectUri: string };

const CLIENT_ID = 'documented-client.apps.example.test';
const CLIENT_SECRET = 'documented-client-secret-0123456789';
const KEY_ID = 'documented-key-1';

/**
 * A minimal OpenID provider on loopback that serves answers copied from the providers' documentation
 * (documentedOidcAnswers.ts), where oidc-provider would shape them its own way: any ID token claims
 * (a UserInfo `sub` that is not the ID token's included) and any UserInfo body. Its endpoints sit
 * at Google's paths, its discovery document has the fields Google's lists
 * (https://developers.google.com/identity/openid-connect/reference#discovery-document), and its token
 * answer Google's fields (https://developers.google.com/identity/openid-connect/openid-connect#exchangecode).
 * It does check what a provider must: the code is single use, PKCE matches, the bearer token is the one issued.
 */
export async function startDocumentedOidcProvider(options: { withUserInfoEndpoint?: boolean } = {}): Promise<DocumentedOidcProvider> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Set<string>();
  let current: DocumentedAnswer | null = null;
  let userInfoRequests = 0;
  let issuer = '';

  const routes: Record<string, (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<void> | void> = {
    '/.well-known/openid-configuration': (_req, res) => sendJson(res, 200, discoveryDocument(issuer, options.withUserInfoEndpoint ?? true)),
    '/oauth2/v3/certs': (_req, res) => sendJson(res, 200, { keys: [jwk] }),
    '/o/oauth2/v2/auth': (_req, res, url) => {
      const code = randomBytes(16).toString('base64url');
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      codes.set(code, { nonce: url.searchParams.get('nonce'), codeChallenge: url.searchParams.get('code_challenge'), redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() }).end();
    },
    '/token': async (req, res) => {
      const form = new URLSearchParams(await readBody(req));
      const pending = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!pending || !pkceMatches(pending, form.get('code_verifier')) || form.get('redirect_uri') !== pending.redirectUri || !current) {
        return sendJson(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      }
      const accessToken = `ya29.${randomBytes(24).toString('base64url')}`;
      accessTokens.add(accessToken);
      const idToken = await signIdToken(privateKey, { ...current.idToken, ...liveClaims(issuer, pending, accessToken, current.idToken) });
      sendJson(res, 200, { access_token: accessToken, expires_in: 3599, scope: 'openid email profile', token_type: 'Bearer', id_token: idToken });
    },
    '/v1/userinfo': (req, res) => {
      userInfoRequests += 1;
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !accessTokens.has(bearer)) return sendJson(res, 401, { error: 'invalid_token' });
      const userInfo = current?.userInfo ?? { status: 500 };
      if ('status' in userInfo && typeof userInfo.status === 'number') return sendJson(res, userInfo.status, { error: 'server_error' });
      sendJson(res, 200, userInfo);
    },
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const route = routes[url.pathname];
    if (!route) return sendJson(res, 404, { error: 'not_found' });
    void Promise.resolve(route(req, res, url)).catch(() => sendJson(res, 500, { error: 'server_error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    answer(answer) {
      current = answer;
    },
    userInfoRequests: () => userInfoRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function discoveryDocument(issuer: string, withUserInfoEndpoint: boolean) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
    token_endpoint: `${issuer}/token`,
    ...(withUserInfoEndpoint ? { userinfo_endpoint: `${issuer}/v1/userinfo` } : {}),
    jwks_uri: `${issuer}/oauth2/v3/certs`,
    response_types_supported: ['code', 'token', 'id_token', 'code token', 'code id_token', 'token id_token', 'code token id_token', 'none'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'profile'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    claims_supported: ['aud', 'email', 'email_verified', 'exp', 'family_name', 'given_name', 'iat', 'iss', 'name', 'picture', 'sub'],
    code_challenge_methods_supported: ['plain', 'S256'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
  };
}

/**
 * The claims that tie the token to this login. `azp` and `at_hash` are re-made only where the
 * documented token has them; at_hash is the left half of the access token's SHA-256 (OIDC Core §3.1.3.6).
 */
function liveClaims(issuer: string, pending: PendingCode, accessToken: string, documented: Claims) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: issuer,
    aud: CLIENT_ID,
    ...('azp' in documented ? { azp: CLIENT_ID } : {}),
    ...('at_hash' in documented ? { at_hash: createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url') } : {}),
    ...(pending.nonce ? { nonce: pending.nonce } : {}),
    iat: now,
    exp: now + 3600,
  };
}

const signIdToken = (key: KeyLike, claims: Claims) => new SignJWT({ ...claims }).setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' }).sign(key);

function pkceMatches(pending: PendingCode, verifier: string | null): boolean {
  if (!pending.codeChallenge) return true;
  return verifier !== null && createHash('sha256').update(verifier).digest('base64url') === pending.codeChallenge;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  res.end(text);
}
