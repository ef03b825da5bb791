// PLACEHOLDER owned by the chat-server work (issue #4): GET /initialize and POST /stream.
import type { FastifyPluginAsync } from 'fastify';

export const chatRoutes: FastifyPluginAsync = async () => {};
