import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { unsupportedGetRequest, type DocumentedAnswer } from './graphAnswers';

/** `origin` is the server's own http://127.0.0.1:port, for answers that carry absolute `paging.next` links. */
export type DocumentedRoute = (path: string, query: URLSearchParams, origin: string) => DocumentedAnswer | null;

export type DocumentedServer = {
  url: string;
  /** Paths asked, in order, with their query. */
  requests: Array<{ path: string; query: Record<string, string> }>;
  close(): Promise<void>;
};

/**
 * A loopback HTTP server answering Graph requests with documented answers: the first route that answers
 * a path wins, anything else is Graph's "unsupported get request" (graphAnswers.ts). No demo world behind it.
 */
export async function startDocumentedServer(routes: DocumentedRoute[]): Promise<DocumentedServer> {
  const requests: DocumentedServer['requests'] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
    const answer = routes.map((route) => route(url.pathname, url.searchParams, origin)).find(Boolean) ?? unsupportedGetRequest(url.pathname.slice(1));
    res.writeHead(answer.status, { 'content-type': 'application/json; charset=UTF-8', ...answer.headers });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
