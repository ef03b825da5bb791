import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeEmail } from '../users/public';
import { keyedRateLimit } from '../../plugins/external/rateLimit';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How many invitation e-mails may leave, so that nobody turns the operator's relay against an address
 * or a list of them (docs/workspaces.md, "Invitations"): per inviter and per workspace an hour, and per
 * recipient address a day, whoever invites it. Past a limit the answer is 429 with Retry-After, and
 * nothing is sent.
 */
export const INVITATIONS_PER_INVITER_HOUR = 20;
const INVITATIONS_PER_WORKSPACE_HOUR = 30;
export const INVITATIONS_PER_ADDRESS_DAY = 3;

const workspaceOf = (request: FastifyRequest) => (request.params as { workspaceId: string }).workspaceId;

/** The limits of a new invitation (all three) and of a new link for one (the inviter's and the workspace's). */
export function invitationMailLimits(app: FastifyInstance) {
  const perInviter = keyedRateLimit(app, {
    max: INVITATIONS_PER_INVITER_HOUR,
    timeWindow: HOUR_MS,
    key: (request) => `invitation-mail:inviter:${request.auth.userId}`,
  });
  const perWorkspace = keyedRateLimit(app, {
    max: INVITATIONS_PER_WORKSPACE_HOUR,
    timeWindow: HOUR_MS,
    key: (request) => `invitation-mail:workspace:${workspaceOf(request)}`,
  });
  const perAddress = keyedRateLimit(app, {
    max: INVITATIONS_PER_ADDRESS_DAY,
    timeWindow: DAY_MS,
    key: (request) => `invitation-mail:address:${normalizeEmail((request.body as { email: string }).email)}`,
  });
  return { invite: [perInviter, perWorkspace, perAddress], renew: [perInviter, perWorkspace] };
}
