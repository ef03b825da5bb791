import { GraphApiError } from './graphErrors';

type TransportRequest = { method: 'GET' | 'POST'; url: string; form?: URLSearchParams; signal?: AbortSignal };
export type TransportResponse = { status: number; header: (name: string) => string | null; body: unknown };

/** How the Graph client reaches Meta: real HTTP, or the in-process demo world (meta/demoTransport.ts). */
export type GraphTransport = (request: TransportRequest) => Promise<TransportResponse>;

/** Plain fetch. A connection or body cut off mid-way becomes a retriable 'network' GraphApiError. */
export const httpTransport: GraphTransport = async ({ method, url, form, signal }) => {
  try {
    const response = await fetch(url, {
      method,
      headers: form ? { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' } : { accept: 'application/json' },
      body: form?.toString(),
      signal,
    });
    const text = await response.text();
    return { status: response.status, header: (name) => response.headers.get(name), body: parseJson(text) };
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new GraphApiError('network', `Graph API unreachable: ${(error as Error).message}`);
  }
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
