/**
 * Server-sent events over a hijacked Fastify reply: Fastify's serializers and compression
 * must not buffer a stream, so we write to the raw response ourselves.
 */
import type { FastifyReply } from 'fastify';
import { type ChatStreamEvent, STREAM_DONE } from '../../../shared/chat';

export interface EventStreamOptions {
  /** Comment lines keep proxies and browsers from dropping a quiet connection while a model thinks. */
  heartbeatMs: number;
}

export interface EventStream {
  /** Aborts when the client goes away before the stream ended. */
  readonly clientGone: AbortSignal;
  readonly closed: boolean;
  send(event: ChatStreamEvent): Promise<void>;
  /** Ends the stream successfully: `data: [DONE]`. */
  finish(): Promise<void>;
  /** Ends the stream with an error event, then [DONE]; the client stops at the error. */
  fail(message: string): Promise<void>;
}

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  // nginx and similar proxies buffer responses unless told not to.
  'x-accel-buffering': 'no',
};

export function openEventStream(reply: FastifyReply, { heartbeatMs }: EventStreamOptions): EventStream {
  const raw = reply.raw;
  const clientGone = new AbortController();
  let closed = false;

  reply.hijack();
  // Keep what hooks already set (helmet, rate-limit headers); hijacking bypasses Fastify's send.
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
  raw.writeHead(200, SSE_HEADERS);
  raw.flushHeaders();
  // Small chunks should leave at once rather than wait for Nagle's algorithm.
  raw.socket?.setNoDelay?.(true);

  const heartbeat = setInterval(() => void write(': ping\n\n'), heartbeatMs);
  raw.on('close', () => {
    clearInterval(heartbeat);
    if (!closed) clientGone.abort();
    closed = true;
  });

  async function write(text: string): Promise<void> {
    if (closed || raw.destroyed) return;
    if (!raw.write(text)) await drained();
  }

  function drained(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        raw.off('drain', done);
        raw.off('close', done);
        resolve();
      };
      raw.on('drain', done);
      raw.on('close', done);
    });
  }

  async function end(lastEvent: string): Promise<void> {
    await write(lastEvent);
    clearInterval(heartbeat);
    closed = true;
    if (!raw.destroyed) raw.end();
  }

  const data = (payload: string) => `data: ${payload}\n\n`;
  return {
    clientGone: clientGone.signal,
    get closed() {
      return closed;
    },
    send: (event) => write(data(JSON.stringify(event))),
    finish: () => end(data(STREAM_DONE)),
    // Error or chunk events, then [DONE] in every case (README.md, "Events"); the client stops at the error.
    fail: (message) => end(data(JSON.stringify({ error: message } satisfies ChatStreamEvent)) + data(STREAM_DONE)),
  };
}
