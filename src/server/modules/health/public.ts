/** The health module for the rest of the server: where its probes answer (helmet gives them the API's headers). */

/**
 * Probes for a process manager or load balancer, at the root as such probes conventionally are
 * (Kubernetes' /healthz, /readyz), outside the API's /api prefix; they are still documented in the
 * OpenAPI document, as operations of their own tag.
 */
export const HEALTH_PATHS = ['/healthz', '/readyz'] as const;
