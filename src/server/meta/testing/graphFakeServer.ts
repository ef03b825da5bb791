import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerGraphRequest, type GraphResponse } from '../demo/graphRouter';
import { createDemoWorld, type DemoWorld } from '../demo/world';

export type GraphFault =
  | { kind: 'throttle'; code: 4 | 17 | 32 | 613; status?: 400 | 403; regainMinutes?: number }
  | { kind: 'server'; status: 500 | 502 | 503 }
  | { kind: 'expired' }
  | { kind: 'cut' };

export type FaultOptions = {
  match?: RegExp | ((path: string, query: URLSearchParams) => boolean);
  /** How many matching requests get the fault (default 1). */
  times?: number;
  /** Matching requests let through before the fault starts (to cut a sync after some pages). */
  afterMatches?: number;
};

export type RecordedRequest = { method: string; path: string; query: Record<string, string> };

export type GraphFake = {
  /** Serves META_GRAPH_URL here, INSTAGRAM_GRAPH_URL at url + '/ig' and INSTAGRAM_API_URL at url + '/igapi'. */
  url: string;
  world: DemoWorld;
  requests: RecordedRequest[];
  inject(fault: GraphFault, options?: FaultOptions): void;
  clearFaults(): void;
  close(): Promise<void>;
};

type ArmedFault = { fault: GraphFault; matches: (path: string, query: URLSearchParams) => boolean; remaining: number; skip: number };

const HOST_PREFIXES = ['/igapi', '/ig'];

/**
 * The demo world's Graph router over real loopback HTTP: the protocol fake the tests and the bench
 * run the real HTTP Graph client against, with faults Meta really produces.
 */
export async function startGraphFake(options: { seed?: string; now?: Date } = {}): Promise<GraphFake> {
  const world = createDemoWorld(options);
  const requests: RecordedRequest[] = [];
  let faults: ArmedFault[] = [];
  const server = http.createServer((req, res) => {
    void readBody(req).then((body) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = stripHostPrefix(url.pathname);
      requests.push({ method: req.method ?? 'GET', path, query: Object.fromEntries(url.searchParams) });
      const fault = takeFault(faults, path, url.searchParams);
      if (fault) return sendFault(res, fault);
      const form = req.method === 'POST' ? new URLSearchParams(body) : undefined;
      send(res, answerGraphRequest(world, { method: req.method === 'POST' ? 'POST' : 'GET', baseUrl: baseUrlOf(url.pathname, address), path, query: url.searchParams, form }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: address,
    world,
    requests,
    inject(fault, { match, times = 1, afterMatches = 0 } = {}) {
      const matches = typeof match === 'function' ? match : (path: string) => (match ? match.test(path) : true);
      faults.push({ fault, matches, remaining: times, skip: afterMatches });
    },
    clearFaults() {
      faults = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function stripHostPrefix(pathname: string): string {
  const prefix = HOST_PREFIXES.find((candidate) => pathname === candidate || pathname.startsWith(`${candidate}/`));
  return prefix ? pathname.slice(prefix.length) || '/' : pathname;
}

/** `paging.next` must point back at the same host flavour the request came in on. */
function baseUrlOf(pathname: string, address: string): string {
  const prefix = HOST_PREFIXES.find((candidate) => pathname.startsWith(`${candidate}/`));
  return `${address}${prefix ?? ''}`;
}

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
  });
}

function send(res: http.ServerResponse, answer: GraphResponse): void {
  res.writeHead(answer.status, { 'content-type': 'application/json; charset=UTF-8', ...answer.headers });
  res.end(JSON.stringify(answer.body));
}

function graphErrorBody(code: number, message: string) {
  return { error: { message, type: 'OAuthException', code, fbtrace_id: 'AfakeTrace' } };
}

function sendFault(res: http.ServerResponse, fault: GraphFault): void {
  switch (fault.kind) {
    case 'throttle': {
      const usage = { fake: [{ type: 'instagram', call_count: 100, total_cputime: 40, total_time: 60, estimated_time_to_regain_access: fault.regainMinutes ?? 0 }] };
      return send(res, {
        status: fault.status ?? 400,
        headers: { 'x-business-use-case-usage': JSON.stringify(usage), 'x-app-usage': JSON.stringify({ call_count: 100, total_time: 50, total_cputime: 30 }) },
        body: graphErrorBody(fault.code, fault.code === 4 ? 'Application request limit reached' : '(#' + fault.code + ') User request limit reached'),
      });
    }
    case 'server':
      return send(res, { status: fault.status, headers: {}, body: graphErrorBody(2, 'An unexpected error has occurred. Please retry your request later.') });
    case 'expired':
      return send(res, { status: 400, headers: {}, body: graphErrorBody(190, 'Error validating access token: Session has expired.') });
    case 'cut':
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
      res.write('{"data":[{"id":"1790');
      // Destroy after the partial body is flushed: the client sees a response cut off mid-way.
      setImmediate(() => res.socket?.destroy());
      return;
  }
}
