import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real HTTP server on 127.0.0.1 for the chat tests: scripted answers per route, every request recorded. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type RouteHandler = (response: ServerResponse, request: RecordedRequest, raw: IncomingMessage) => void | Promise<void>;

export interface LoopbackServer {
  origin: string;
  requests: RecordedRequest[];
  /** Handlers for `METHOD /path` are used in order; the last one answers every later request. */
  on(route: string, ...handlers: RouteHandler[]): void;
  count(route: string): number;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startLoopbackServer(): Promise<LoopbackServer> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, RouteHandler[]>();
  const served = new Map<string, number>();

  const server = createServer(async (raw, response) => {
    const recorded: RecordedRequest = {
      method: raw.method ?? 'GET',
      path: (raw.url ?? '/').split('?')[0],
      headers: raw.headers,
      body: await readBody(raw),
    };
    requests.push(recorded);
    const route = `${recorded.method} ${recorded.path}`;
    const handlers = routes.get(route);
    if (!handlers?.length) {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
      return;
    }
    const index = served.get(route) ?? 0;
    served.set(route, index + 1);
    raw.socket.setNoDelay(true);
    await handlers[Math.min(index, handlers.length - 1)](response, recorded, raw);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    on(route, ...handlers) {
      routes.set(route, handlers);
    },
    count: (route) => requests.filter((r) => `${r.method} ${r.path}` === route).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function openEventStream(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  response.flushHeaders();
}

/** Writes the pieces as separate network writes, so the client sees them split where the test split them. */
export async function writePieces(response: ServerResponse, pieces: (string | Buffer)[], gapMs = 15): Promise<void> {
  for (const piece of pieces) {
    if (response.destroyed) return;
    response.write(piece);
    await pause(gapMs);
  }
}

export const sseData = (payload: unknown) => `data: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}\n\n`;

/** Splits bytes at the given offsets (e.g. inside a multi-byte character or a `data:` line). */
export function splitBytes(bytes: Buffer, offsets: number[]): Buffer[] {
  const pieces: Buffer[] = [];
  let start = 0;
  for (const offset of [...offsets, bytes.length]) {
    pieces.push(bytes.subarray(start, offset));
    start = offset;
  }
  return pieces;
}

export function jsonAnswer(status: number, body: unknown): RouteHandler {
  return (response) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
}
