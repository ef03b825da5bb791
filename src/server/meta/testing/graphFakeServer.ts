import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerGraphRequest } from '../demo/graphRouter';
import type { GraphResponse } from '../demo/graphExchange';
import { createDemoWorld, type DemoWorld } from '../demo/world';

/**
 * The faults Meta really produces (codes and classes from https://developers.facebook.com/docs/graph-api/guides/error-handling
 * and https://developers.facebook.com/docs/graph-api/overview/rate-limiting/ ; see meta/graphErrors.ts).
 */
type ThrottleCode = 4 | 17 | 32 | 341 | 613 | 80002;
type GraphFault =
  | { kind: 'throttle'; code: ThrottleCode; status?: 400 | 403; regainMinutes?: number }
  | { kind: 'server'; status: 500 | 502 | 503 }
  /** API Unknown (1) or API Service (2): temporary, "wait and retry". */
  | { kind: 'transient'; code: 1 | 2 }
  /** An error Meta marks `is_transient: true` with a code of no documented class. */
  | { kind: 'flagged-transient' }
  /** 10 (permission denied) or 200–299 (a named permission missing). */
  | { kind: 'permission'; code: 10 | 200; permission?: string }
  /** Graph's invalid-parameter answer (code 100), e.g. a window older than Meta keeps. */
  | { kind: 'bad-parameter'; message: string }
  /** Media insights for a post from before the business conversion (code 100, subcode 2108006). */
  | { kind: 'posted-before-conversion' }
  | { kind: 'expired' } // 190
  /** A normal answer whose X-App-Usage reports `percent` of the app's budget in use. */
  | { kind: 'busy'; percent: number }
  | { kind: 'cut' }; // the socket is destroyed mid-response: a page cut off

type FaultOptions = {
  /** Which requests the fault hits (by path without the /ig or /igapi prefix); every request when absent. */
  match?: RegExp | ((path: string, query: URLSearchParams) => boolean);
  /** How many matching requests get the fault (default 1). */
  times?: number;
  /** Matching requests let through before the fault starts (to cut a sync after some pages). */
  afterMatches?: number;
};

type RecordedRequest = { method: string; path: string; query: Record<string, string>; form?: Record<string, string> };

export type GraphFake = {
  /** Serves META_GRAPH_URL here, INSTAGRAM_GRAPH_URL at url + '/ig' and INSTAGRAM_API_URL at url + '/igapi'. */
  url: string;
  world: DemoWorld;
  /** Every request seen, faulted ones included, in arrival order. */
  requests: RecordedRequest[];
  inject(fault: GraphFault, options?: FaultOptions): void;
  /**
   * Marks posts as published before the account's business conversion: Meta answers subcode 2108006 for
   * their insights, alone or nested in a media list page (which is then refused whole). Cleared with the faults.
   */
  markPostedBeforeConversion(mediaIds: string[]): void;
  /**
   * Makes Meta withhold the accounts' demographics as it does under 100 followers: its documented empty
   * data set for follower_demographics and the audience metrics. Cleared with the faults.
   */
  withholdAudience(igUserIds: string[]): void;
  /** Makes `count` posts tag the account (GET /{ig-user-id}/tags), more than a page if wanted. Cleared with the faults. */
  tagAccount(igUserId: string, count: number): void;
  clearFaults(): void;
  close(): Promise<void>;
};

type ArmedFault = { fault: GraphFault; matches: (path: string, query: URLSearchParams) => boolean; remaining: number; skip: number };

/** Longest first: '/igapi/…' must not be read as '/ig' + 'api/…'. */
const HOST_PREFIXES = ['/igapi', '/ig'];

/**
 * The demo world's Graph router over real loopback HTTP: the protocol fake the tests and the bench
 * run the real HTTP Graph client against, with the faults Meta really produces.
 */
export async function startGraphFake(options: { seed?: string; now?: Date } = {}): Promise<GraphFake> {
  const world = createDemoWorld(options);
  const requests: RecordedRequest[] = [];
  const faults: ArmedFault[] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    void readBody(req).then((body) => {
      const url = new URL(req.url ?? '/', origin);
      const path = stripHostPrefix(url.pathname);
      const form = req.method === 'POST' ? new URLSearchParams(body) : undefined;
      requests.push({ method: req.method ?? 'GET', path, query: Object.fromEntries(url.searchParams), ...(form ? { form: Object.fromEntries(form) } : {}) });
      const fault = takeFault(faults, path, url.searchParams);
      const method = req.method === 'POST' ? 'POST' : 'GET';
      const answer = () => answerSafely(world, { method, baseUrl: `${origin}${hostPrefixOf(url.pathname)}`, path, query: url.searchParams, form });
      if (fault?.kind === 'busy') return send(res, withUsage(answer(), fault.percent));
      if (fault) return sendFault(res, fault, world, path);
      send(res, answer());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    world,
    requests,
    inject(fault, { match, times = 1, afterMatches = 0 } = {}) {
      faults.push({ fault, matches: matcherOf(match), remaining: times, skip: afterMatches });
    },
    markPostedBeforeConversion(mediaIds) {
      for (const id of mediaIds) world.postedBeforeConversion.add(id);
    },
    withholdAudience(igUserIds) {
      for (const id of igUserIds) world.audienceWithheld.add(id);
    },
    tagAccount(igUserId, count) {
      world.taggedCounts.set(igUserId, count);
    },
    clearFaults() {
      faults.length = 0;
      world.postedBeforeConversion.clear();
      world.audienceWithheld.clear();
      world.taggedCounts.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function matcherOf(match: FaultOptions['match']): ArmedFault['matches'] {
  if (typeof match === 'function') return match;
  return (path) => (match ? match.test(path) : true);
}

function hostPrefixOf(pathname: string): string {
  return HOST_PREFIXES.find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ?? '';
}

function stripHostPrefix(pathname: string): string {
  return pathname.slice(hostPrefixOf(pathname).length) || '/';
}

/** The first armed fault this request matches, once its let-through requests are used up. */
function takeFault(faults: ArmedFault[], path: string, query: URLSearchParams): GraphFault | null {
  const armed = faults.find((candidate) => candidate.remaining > 0 && candidate.matches(path, query));
  if (!armed) return null;
  if (armed.skip > 0) {
    armed.skip -= 1;
    return null;
  }
  armed.remaining -= 1;
  return armed.fault;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(''));
  });
}

/** A bug in the router must show as Meta's own "unexpected error", not as a request that hangs. */
function answerSafely(world: DemoWorld, request: Parameters<typeof answerGraphRequest>[1]): GraphResponse {
  try {
    return answerGraphRequest(world, request);
  } catch (error) {
    return { status: 500, headers: {}, body: graphErrorBody(1, `An unknown error occurred (fake: ${String(error)})`) };
  }
}

function send(res: http.ServerResponse, answer: GraphResponse): void {
  res.writeHead(answer.status, { 'content-type': 'application/json; charset=UTF-8', ...answer.headers });
  res.end(JSON.stringify(answer.body));
}

function graphErrorBody(code: number, message: string, extra: Record<string, unknown> = {}) {
  return { error: { message, type: 'OAuthException', code, ...extra, fbtrace_id: 'AfakeTrace0000' } };
}

const THROTTLE_MESSAGES: Record<ThrottleCode, string> = {
  4: '(#4) Application request limit reached',
  17: '(#17) User request limit reached',
  32: '(#32) Page request limit reached',
  341: '(#341) Application limit reached',
  613: '(#613) Calls to this api have exceeded the rate limit.',
  80002:
    '(#80002) There have been too many calls to this Instagram account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting.',
};

/** Whose budget ran out: the business account the path is about (its media's owner included). */
function throttledAccountId(world: DemoWorld, path: string): string {
  const node = path.split('/').filter(Boolean)[0] ?? '';
  return world.accountById.get(node)?.igUserId ?? world.mediaById.get(node)?.account.igUserId ?? world.accounts[0].igUserId;
}

function throttleAnswer(fault: Extract<GraphFault, { kind: 'throttle' }>, world: DemoWorld, path: string): GraphResponse {
  const regain = fault.regainMinutes ?? 0;
  const usage = {
    [throttledAccountId(world, path)]: [{ type: 'instagram', call_count: 100, total_cputime: 40, total_time: 60, estimated_time_to_regain_access: regain }],
  };
  return {
    status: fault.status ?? 400,
    headers: { 'x-business-use-case-usage': JSON.stringify(usage), 'x-app-usage': JSON.stringify({ call_count: 100, total_time: 50, total_cputime: 30 }) },
    body: graphErrorBody(fault.code, THROTTLE_MESSAGES[fault.code], { is_transient: true }),
  };
}

function withUsage(answer: GraphResponse, percent: number): GraphResponse {
  return { ...answer, headers: { ...answer.headers, 'x-app-usage': JSON.stringify({ call_count: percent, total_time: 10, total_cputime: 5 }) } };
}

function permissionMessage(fault: Extract<GraphFault, { kind: 'permission' }>): string {
  if (fault.code === 10) return '(#10) Application does not have permission for this action';
  return `(#200) Requires ${fault.permission ?? 'instagram_manage_insights'} permission to manage the object`;
}

function sendFault(res: http.ServerResponse, fault: Exclude<GraphFault, { kind: 'busy' }>, world: DemoWorld, path: string): void {
  switch (fault.kind) {
    case 'throttle':
      return send(res, throttleAnswer(fault, world, path));
    case 'server':
      return send(res, {
        status: fault.status,
        headers: {},
        body: graphErrorBody(2, 'An unexpected error has occurred. Please retry your request later.', { is_transient: true }),
      });
    case 'transient':
      return send(res, {
        status: 500,
        headers: {},
        body: graphErrorBody(fault.code, fault.code === 1 ? 'An unknown error occurred' : 'Service temporarily unavailable', { is_transient: true }),
      });
    case 'flagged-transient':
      return send(res, {
        status: 400,
        headers: {},
        body: graphErrorBody(-1, 'An unexpected error has occurred. Please retry your request later.', { is_transient: true }),
      });
    case 'permission':
      return send(res, { status: 403, headers: {}, body: graphErrorBody(fault.code, permissionMessage(fault), { is_transient: false }) });
    case 'bad-parameter':
      return send(res, { status: 400, headers: {}, body: graphErrorBody(100, fault.message, { is_transient: false }) });
    case 'posted-before-conversion':
      return send(res, {
        status: 400,
        headers: {},
        body: graphErrorBody(100, 'Media Posted Before Business Account Conversion', {
          error_subcode: 2108006,
          is_transient: false,
          error_user_title: 'Media Posted Before Business Account Conversion',
          error_user_msg:
            "The media was posted before the most recent time that the user's account was converted to a business account from a personal account.",
        }),
      });
    case 'expired':
      return send(res, { status: 400, headers: {}, body: graphErrorBody(190, 'Error validating access token: Session has expired.', { error_subcode: 463 }) });
    case 'cut':
      // Promise a long body, send the start of a page, then drop the connection once that is flushed.
      res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8', 'content-length': '100000' });
      res.write('{"data":[{"id":"1790', () => res.socket?.destroy());
      return;
  }
}
