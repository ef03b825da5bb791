import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void | Promise<void>;

export interface LoopbackServer {
  origin: string;
  /** Requests seen, as 'METHOD /path'. */
  requests: string[];
  count(method: string, path: string): number;
  close: () => Promise<void>;
}

/** A real HTTP server on 127.0.0.1 with a random port: the client code talks to it with real fetch. */
export async function startLoopbackServer(handler: Handler): Promise<LoopbackServer> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    // Decoded once at the end: a multi-byte character may be split across two network chunks.
    const parts: Buffer[] = [];
    req.on('data', (chunk: Buffer) => parts.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(parts).toString('utf8');
      requests.push(`${req.method} ${req.url}`);
      void Promise.resolve(handler(req, res, body)).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    count: (method, path) => requests.filter((r) => r === `${method} ${path}`).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: http.ServerResponse, status: number, body?: unknown): void {
  res.statusCode = status;
  if (body === undefined) {
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

/** A JSON text the test reads as the shape its sender writes (a request body, a recorded payload); the assertions on it are the check. */
export const parsedJson = <T>(text: string): T => JSON.parse(text) as T;
