import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text a route's own response serializer already wrote (reply.serializeInput), as is:
 * Fastify passes a string with a JSON content type through without serializing it again.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
