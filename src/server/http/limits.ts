/** The API's general request body limit; routes that need more say so and why. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The router's limit on one path parameter (Fastify's default, stated so the SPA's not-found handler
 * applies the same one): longer is 414. No id of the API comes near it.
 */
export const MAX_PARAM_LENGTH = 100;
