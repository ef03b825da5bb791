/** Reads our chat stream over real HTTP the way a browser would, and splits it into events. */
import http from 'node:http';
import { type ChatStreamEvent, STREAM_DONE } from '../../../../shared/chat';

export interface ParsedStream {
  status: number;
  headers: Headers;
  /** `data:` payloads in order, JSON-parsed except the literal [DONE]. */
  events: (ChatStreamEvent | typeof STREAM_DONE)[];
  comments: string[];
  text: string;
}

export function parseSse(body: string): Pick<ParsedStream, 'events' | 'comments'> {
  const events: ParsedStream['events'] = [];
  const comments: string[] = [];
  for (const block of body.split('\n\n')) {
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('data: ')) {
        const payload = line.slice('data: '.length);
        events.push(payload === STREAM_DONE ? STREAM_DONE : (JSON.parse(payload) as ChatStreamEvent));
      }
    }
  }
  return { events, comments };
}

export function replyText(events: ParsedStream['events']): string {
  return events.map((e) => (typeof e === 'object' && 'chunk' in e ? e.chunk : '')).join('');
}

export async function postStream(origin: string, token: string | null, body: unknown): Promise<ParsedStream> {
  const response = await fetch(`${origin}/api/chat/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const isStream = response.headers.get('content-type')?.startsWith('text/event-stream');
  return { status: response.status, headers: response.headers, text, ...(isStream ? parseSse(text) : { events: [], comments: [] }) };
}

/**
 * Opens the stream with node:http and hands each received piece to `onData`, which may destroy the
 * request (a user closing the tab). Resolves when the connection is gone.
 */
export function openRawStream(origin: string, token: string, body: unknown, onData: (text: string, request: http.ClientRequest) => void): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(`${origin}/api/chat/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    });
    request.on('response', (response) => {
      response.setEncoding('utf8');
      response.on('data', (text: string) => onData(text, request));
      response.on('close', resolve);
    });
    request.on('error', () => resolve());
    request.on('close', resolve);
    request.end(JSON.stringify(body));
  });
}
