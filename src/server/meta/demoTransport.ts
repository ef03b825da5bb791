import { answerGraphRequest } from './demo/graphRouter';
import type { DemoWorld } from './demo/world';
import type { GraphTransport } from './transport';

/** Base URL of the demo world: never resolved on the network, only parsed. */
export const DEMO_GRAPH_URL = 'demo://graph';

/**
 * The demo world answers the Graph client in process: same requests, same Graph-shaped answers,
 * paging included, so demo data enters the tables through the same sync job as Meta's.
 */
export function createDemoTransport(world: () => DemoWorld): GraphTransport {
  return async ({ method, url, form }) => {
    // Everything in process resolves without I/O (PGlite included); yield to the event loop once per
    // call, as the network would, so that a sync never starves the server's other requests.
    await new Promise((resolve) => setImmediate(resolve));
    const parsed = new URL(url);
    const answer = answerGraphRequest(world(), {
      method,
      baseUrl: DEMO_GRAPH_URL,
      path: parsed.pathname,
      query: parsed.searchParams,
      form,
    });
    const headers = new Map(Object.entries(answer.headers).map(([name, value]) => [name.toLowerCase(), value]));
    // A JSON round trip gives the caller its own copy, as the network would, never the world's objects.
    return { status: answer.status, header: (name) => headers.get(name.toLowerCase()) ?? null, body: JSON.parse(JSON.stringify(answer.body)) };
  };
}
