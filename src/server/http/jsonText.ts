import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text a route's own response serializer already wrote (reply.serializeInput), as is:
 * Fastify passes a string or bytes with a JSON content type through without serializing it again.
 */
export function sendJsonText(reply: FastifyReply, text: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

/**
 * For a synchronous handler: sends JSON text at hand at once, without the promise and microtask
 * turns an async handler costs every request, and answers nothing (Fastify would send a returned
 * value again); text still to come is sent when it arrives, through the promise answered, whose
 * rejection Fastify hands to the error handler.
 */
export function sendJsonTextWhenReady(reply: FastifyReply, text: string | Promise<string>): Promise<void> | undefined {
  if (typeof text === 'string') {
    sendJsonText(reply, text);
    return undefined;
  }
  return text.then((json) => void sendJsonText(reply, json));
}

/**
 * JSON text encoded once, for an answer sent many times. A caption's emoji makes the whole text two bytes
 * a character in V8, and encoding that to UTF-8 cost 1.5–4 ms for a two-year overview on every send of a
 * string. Bytes are written as they are.
 */
export const jsonBytes = (text: string): Buffer => Buffer.from(text, 'utf8');
