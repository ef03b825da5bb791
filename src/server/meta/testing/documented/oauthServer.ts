import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DOCUMENTED_APP,
  DOCUMENTED_CODE,
  facebookCode,
  facebookDebugToken,
  facebookLongLived,
  facebookMe,
  facebookPages,
  instagramCode,
  instagramLongLived,
  instagramMe,
  instagramRefreshed,
  TOKENS,
  type DocumentedAnswer,
} from './oauthAnswers';

type Host = 'fb' | 'ig' | 'igapi';

type SeenRequest = { method: string; host: Host; path: string; query: Record<string, string>; form: Record<string, string> };

/** What each call answers; a test swaps an entry to try another documented shape. */
type DocumentedChoices = {
  instagramCode: DocumentedAnswer;
  instagramRefresh: DocumentedAnswer;
  facebookLongLived: DocumentedAnswer;
  facebookDebugToken: DocumentedAnswer;
};

export type DocumentedMeta = {
  /** META_GRAPH_URL and INSTAGRAM_GRAPH_URL carry a version, as in production; INSTAGRAM_API_URL does not. */
  metaGraphUrl: string;
  instagramGraphUrl: string;
  instagramApiUrl: string;
  requests: SeenRequest[];
  choices: DocumentedChoices;
  /** Back to the documented defaults, with no requests recorded. */
  reset(): void;
  close(): Promise<void>;
};

const VERSION = 'v23.0';
const DAY_S = 86_400;

/**
 * A protocol fake of Meta's OAuth surface that answers only with the documented answers of
 * ./oauthAnswers.ts, on loopback HTTP: graph.facebook.com at /fb, graph.instagram.com at /ig and
 * api.instagram.com at /igapi. Separate from the demo world on purpose: it checks our reading of
 * Meta's pages, not of our own generator. Anything it does not know answers Graph's error 100.
 */
export async function startDocumentedMeta(): Promise<DocumentedMeta> {
  const requests: SeenRequest[] = [];
  const choices = defaultChoices();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://documented.test');
      const [, host = '', ...rest] = url.pathname.split('/');
      const seen: SeenRequest = {
        method: req.method ?? 'GET',
        host: host as Host,
        path: `/${rest.join('/')}`,
        query: Object.fromEntries(url.searchParams),
        form: Object.fromEntries(new URLSearchParams(body)),
      };
      requests.push(seen);
      send(res, answer(seen, choices));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    metaGraphUrl: `${origin}/fb/${VERSION}`,
    instagramGraphUrl: `${origin}/ig/${VERSION}`,
    instagramApiUrl: `${origin}/igapi`,
    requests,
    choices,
    reset() {
      requests.length = 0;
      Object.assign(choices, defaultChoices());
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function defaultChoices(): DocumentedChoices {
  const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * DAY_S;
  return {
    instagramCode: instagramCode.nested,
    instagramRefresh: instagramRefreshed,
    facebookLongLived: facebookLongLived.documented,
    facebookDebugToken: facebookDebugToken(inDays(50), inDays(90)),
  };
}

/** https://developers.facebook.com/docs/graph-api/guides/error-handling : the error body Graph answers. */
const graphError = (code: number, message: string, status = 400): DocumentedAnswer => ({
  source: 'https://developers.facebook.com/docs/graph-api/guides/error-handling',
  status,
  body: { error: { message, type: code === 190 ? 'OAuthException' : 'GraphMethodException', code, fbtrace_id: 'Az8Lk2bLq7n' } },
});
const unsupported = () => graphError(100, 'Unsupported get request. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api');
const invalidToken = () => graphError(190, 'Invalid OAuth access token - Cannot parse access token');

const LONG_LIVED_INSTAGRAM = new Set([TOKENS.instagramLong, TOKENS.instagramRefreshed]);

function answer(request: SeenRequest, choices: DocumentedChoices): DocumentedAnswer {
  const route = `${request.method} ${request.host}${request.path}`;
  const { query, form } = request;
  switch (route) {
    case 'POST igapi/oauth/access_token':
      if (form.client_id !== DOCUMENTED_APP.appId || form.client_secret !== DOCUMENTED_APP.appSecret || form.grant_type !== 'authorization_code')
        return unsupported();
      return form.code === DOCUMENTED_CODE && form.redirect_uri ? choices.instagramCode : instagramCode.rejected;
    // Documented without a version segment only: a versioned path is not one of Meta's token endpoints.
    case 'GET ig/access_token':
      if (query.grant_type !== 'ig_exchange_token' || query.client_secret !== DOCUMENTED_APP.appSecret) return unsupported();
      return query.access_token === TOKENS.instagramShort ? instagramLongLived : invalidToken();
    case 'GET ig/refresh_access_token':
      if (query.grant_type !== 'ig_refresh_token') return unsupported();
      return LONG_LIVED_INSTAGRAM.has(query.access_token) ? choices.instagramRefresh : invalidToken();
    case `GET ig/${VERSION}/me`:
      return LONG_LIVED_INSTAGRAM.has(query.access_token) ? instagramMe : invalidToken();
    case `GET fb/${VERSION}/oauth/access_token`:
      return facebookExchange(query, choices);
    case `GET fb/${VERSION}/debug_token`:
      if (query.access_token !== `${DOCUMENTED_APP.appId}|${DOCUMENTED_APP.appSecret}`) return invalidToken();
      return query.input_token === TOKENS.facebookLong ? choices.facebookDebugToken : invalidToken();
    case `GET fb/${VERSION}/me/accounts`:
      return query.access_token === TOKENS.facebookLong ? facebookPages : invalidToken();
    case `GET fb/${VERSION}/me`:
      return query.access_token === TOKENS.facebookLong ? facebookMe : invalidToken();
    default:
      return unsupported();
  }
}

function facebookExchange(query: Record<string, string>, choices: DocumentedChoices): DocumentedAnswer {
  if (query.client_id !== DOCUMENTED_APP.appId || query.client_secret !== DOCUMENTED_APP.appSecret) return graphError(101, 'Error validating application.');
  if (query.grant_type === 'fb_exchange_token') return query.fb_exchange_token === TOKENS.facebookShort ? choices.facebookLongLived : invalidToken();
  if (query.code !== DOCUMENTED_CODE || !query.redirect_uri) return graphError(100, 'Invalid verification code format.');
  return facebookCode;
}

function send(res: http.ServerResponse, answer: DocumentedAnswer): void {
  res.writeHead(answer.status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(answer.raw ? String(answer.body) : JSON.stringify(answer.body));
}
