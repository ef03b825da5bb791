import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text a route's own response serializer already wrote (reply.serializeInput), as is:
 * Fastify passes a string with a JSON content type through without serializing it again.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
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
