import http from 'node:http';
import type { AddressInfo } from 'node:net';

type HeldRequest = { method: string; path: string };

export type HoldingProxy = {
  /** Give a server this instead of the Graph fake's url: every request is passed through unchanged. */
  url: string;
  /** Requests matching this wait, unanswered, until release(); none by default. */
  hold(matches: (path: string) => boolean): void;
  /** Requests waiting now, oldest first. */
  held(): HeldRequest[];
  /** Stops holding: the waiting requests (whose clients are still connected) go through. */
  release(): void;
  close(): Promise<void>;
};

type Waiting = HeldRequest & { forward(): void };

/**
 * A loopback HTTP proxy in front of the Graph fake that can keep chosen requests waiting: a sync
 * stays active for as long as a test needs (to kill its server mid-sync), without a sleep in the
 * server or a hook in the code under test.
 */
export async function startHoldingProxy(targetUrl: string): Promise<HoldingProxy> {
  const target = new URL(targetUrl);
  let matches: ((path: string) => boolean) | null = null;
  let waiting: Waiting[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const forward = () => pass(target, req, Buffer.concat(chunks), res);
      const path = new URL(req.url ?? '/', target).pathname;
      if (!matches?.(path)) return forward();
      const entry: Waiting = { method: req.method ?? 'GET', path, forward };
      waiting.push(entry);
      // A client that died while waiting (its server was killed) is no longer waited for.
      res.on('close', () => (waiting = waiting.filter((other) => other !== entry)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold: (predicate) => (matches = predicate),
    held: () => waiting.map(({ method, path }) => ({ method, path })),
    release: () => {
      matches = null;
      const released = waiting;
      waiting = [];
      for (const entry of released) entry.forward();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function pass(target: URL, req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): void {
  const upstream = http.request(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.destroy());
  upstream.end(body);
}
