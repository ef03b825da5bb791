/** The API's general request body limit; routes that need more say so and why. */
export const BODY_LIMIT_BYTES = 64 * 1024;
