import { EventStreamContentType, fetchEventSource } from '@microsoft/fetch-event-source';
import type { ChatStreamBody } from '../../../shared/chat';
import { STREAM_DONE } from '../../../shared/chatProtocol';

const UNKNOWN_ERROR_MESSAGE = 'Unknown error occurred';

/** The stream answered 401: the caller refreshes the session and opens a fresh stream once. */
export class StreamUnauthorizedError extends Error {
  constructor() {
    super('Your session has expired');
    this.name = 'StreamUnauthorizedError';
  }
}

export interface ChatStreamRequest {
  url: string;
  accessToken: string | null;
  body: ChatStreamBody;
  /** Aborting it ends the stream quietly: the promise resolves with 'aborted'. */
  signal: AbortSignal;
  onChunk(chunk: string): void;
}

export type ChatStreamOutcome = 'completed' | 'aborted';

type StreamData = { kind: 'done' } | { kind: 'chunk'; chunk: string } | { kind: 'error'; message: string } | { kind: 'skip' };

/** Reads one SSE `data:` payload of the chat stream; anything unparseable is logged and skipped. */
function parseStreamData(data: string): StreamData {
  if (data === STREAM_DONE) return { kind: 'done' };
  // Heartbeat comments arrive as messages without data.
  if (data === '') return { kind: 'skip' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    console.error('Skipping an unparseable chat stream line:', data);
    return { kind: 'skip' };
  }
  if (parsed !== null && typeof parsed === 'object') {
    const event = parsed as { chunk?: unknown; error?: unknown };
    if (event.error !== undefined) return { kind: 'error', message: (typeof event.error === 'string' && event.error) || UNKNOWN_ERROR_MESSAGE };
    if (typeof event.chunk === 'string') return { kind: 'chunk', chunk: event.chunk };
  }
  console.error('Skipping a chat stream line without chunk or error:', data);
  return { kind: 'skip' };
}

async function httpErrorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: fall through to the status text.
  }
  return `Chat request failed with status ${response.status}`;
}

/** Rejects everything that is not an open event stream, so fetch-event-source never parses an error page. */
async function assertEventStream(response: Response): Promise<void> {
  if (response.status === 401) throw new StreamUnauthorizedError();
  if (!response.ok) throw new Error(await httpErrorMessage(response));
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.startsWith(EventStreamContentType)) {
    throw new Error(`Expected an event stream, got ${contentType || 'no content type'}`);
  }
}

function streamHeaders(accessToken: string | null): Record<string, string> {
  // Lower-case keys: fetch-event-source adds its own `accept` unless exactly this key exists.
  const headers: Record<string, string> = {
    accept: EventStreamContentType,
    'cache-control': 'no-cache',
    'content-type': 'application/json',
  };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  return headers;
}

/**
 * POSTs one chat request and feeds the reply's chunks to `onChunk` until `[DONE]`.
 * Rejects on an error event, an HTTP error, a non-stream answer or a connection that ends
 * before `[DONE]`. It never lets fetch-event-source retry: the POST is never sent twice (docs/architecture.md#the-chat-stream).
 */
export async function streamChatReply(request: ChatStreamRequest): Promise<ChatStreamOutcome> {
  if (request.signal.aborted) return 'aborted';
  // Our own controller also stops reading once [DONE] arrived, whatever the server sends after it.
  const connection = new AbortController();
  const abortConnection = () => connection.abort();
  request.signal.addEventListener('abort', abortConnection);
  let finished = false;
  try {
    await fetchEventSource(request.url, {
      method: 'POST',
      headers: streamHeaders(request.accessToken),
      body: JSON.stringify(request.body),
      signal: connection.signal,
      // The library would otherwise abort and re-POST when the tab is hidden and shown again.
      openWhenHidden: true,
      onopen: assertEventStream,
      onmessage(event) {
        if (finished) return;
        const data = parseStreamData(event.data);
        if (data.kind === 'chunk') request.onChunk(data.chunk);
        else if (data.kind === 'error') {
          finished = true;
          throw new Error(data.message);
        } else if (data.kind === 'done') {
          finished = true;
          connection.abort();
        }
      },
      onclose() {
        if (!finished) throw new Error('The connection closed before the reply was complete');
      },
      onerror(error) {
        // Throwing is the only way to stop the library's automatic retry (a second POST).
        throw error;
      },
    });
  } finally {
    request.signal.removeEventListener('abort', abortConnection);
  }
  return finished ? 'completed' : 'aborted';
}

/** The text shown for a failed chat request: the Error's message, else `fallback`. */
export function chatFailureMessage(error: unknown, fallback = UNKNOWN_ERROR_MESSAGE): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
