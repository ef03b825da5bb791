import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, startLoopbackServer as startServer } from '../../../test/loopbackServer';

/** The app's loopback server with routing for the chat tests: scripted answers per route, every request recorded. */
interface RecordedRequest {
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

export async function startLoopbackServer(): Promise<LoopbackServer> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, RouteHandler[]>();
  const served = new Map<string, number>();

  const server = await startServer(async (raw, response, body) => {
    const recorded: RecordedRequest = {
      method: raw.method ?? 'GET',
      path: (raw.url ?? '/').split('?')[0],
      headers: raw.headers,
      body,
    };
    requests.push(recorded);
    const route = `${recorded.method} ${recorded.path}`;
    const handlers = routes.get(route);
    if (!handlers?.length) {
      sendJson(response, 404, { message: 'Not found' });
      return;
    }
    const index = served.get(route) ?? 0;
    served.set(route, index + 1);
    raw.socket.setNoDelay(true);
    await handlers[Math.min(index, handlers.length - 1)](response, recorded, raw);
  });

  return {
    origin: server.origin,
    requests,
    on(route, ...handlers) {
      routes.set(route, handlers);
    },
    count: (route) => requests.filter((r) => `${r.method} ${r.path}` === route).length,
    close: server.close,
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
  return (response) => sendJson(response, status, body);
}
