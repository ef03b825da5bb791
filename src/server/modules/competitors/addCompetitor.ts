import type { AddCompetitorBody, CompetitorRow } from '../../../shared/competitors';
import { HttpError } from '../../http/httpError';
import { lookupBlocker, lookUpCompetitor, refusalMessage } from '../../jobs/competitors/refreshCompetitor';
import { saveDiscovery } from '../../jobs/competitors/store';
import { RECONNECT_MESSAGE } from '../../jobs/sync/syncAccount';
import type { SyncDeps } from '../../jobs/sync/context';
import type { DiscoveredProfile } from '../../meta/businessDiscovery';
import { discoveryRefusal } from '../../meta/businessDiscovery';
import { GraphApiError } from '../../meta/graphErrors';
import type { AccountRow } from '../connectors/public';
import { requireAccount } from '../connectors/public';
import { recordAudit } from '../workspaces/public';
import { countAccountCompetitors, findByUsername, insertCompetitor } from './repository';
import { lastDaysOn, periodScopeFor } from '../analytics/public';
import { competitorRowFor, limitMessage, requireCompetitor } from './service';

export type CompetitorDeps = SyncDeps & { limit: number };

/** The add call answers the new row over this many days up to today on the account's clock, the list's default range. */
const ADDED_ROW_DAYS = 30;

const ownAccount = () =>
  new HttpError(400, 'That is this account itself: it is already the first row of the list', 'own_account', [
    { field: 'username', message: 'is the connected account itself' },
  ]);
const duplicate = (username: string) => new HttpError(409, `@${username} is already tracked for this account`, 'duplicate');

/**
 * POST /api/competitors: everything that can be refused without Meta is checked first, then the
 * first business_discovery lookup runs inline so its refusal reaches the user at once, and the
 * profile, today's snapshot and the returned posts are stored with the new row.
 */
export async function addCompetitor(deps: CompetitorDeps, userId: string, body: AddCompetitorBody): Promise<CompetitorRow> {
  const account = await requireAccount(deps.db, userId, body.accountId, 'competitors.add');
  await checkAddable(deps, account, body.username);
  const found = await lookUp(deps, account, body.username);
  if (found.igUserId === account.igUserId) throw ownAccount();
  const now = deps.now?.() ?? new Date();
  const values = {
    userId,
    accountId: account.id,
    igUserId: found.igUserId,
    username: found.username,
    refreshState: 'succeeded' as const,
    lastRefreshedAt: now,
  };
  const competitorId = await insertCompetitor(deps.db, values, (tx, id) => saveDiscovery(tx, id, found, now, account.timezone));
  if (!competitorId) throw duplicate(found.username);
  await recordAudit(deps.db, {
    workspaceId: account.workspaceId!,
    actorId: userId,
    action: 'competitor.added',
    subject: `@${found.username} for @${account.username}`,
  });
  return competitorRowFor(deps.db, await requireCompetitor(deps.db, userId, competitorId), lastDaysOn(periodScopeFor(account), ADDED_ROW_DAYS, now));
}

/** A 409 when the account cannot look anyone up (Instagram Login, or a token Meta no longer accepts). */
export function assertCanLookUp(account: AccountRow): void {
  const blocker = lookupBlocker(account);
  if (blocker) throw new HttpError(409, blocker, account.loginFlavour === 'instagram' ? 'business_discovery_unavailable' : 'reconnect_needed');
}

async function checkAddable(deps: CompetitorDeps, account: AccountRow, username: string): Promise<void> {
  assertCanLookUp(account);
  if (username === account.username.toLowerCase()) throw ownAccount();
  if (await findByUsername(deps.db, account.id, username)) throw duplicate(username);
  if ((await countAccountCompetitors(deps.db, account.id)) >= deps.limit) {
    throw new HttpError(409, limitMessage(deps.limit), 'limit_reached', { limit: deps.limit });
  }
}

async function lookUp(deps: CompetitorDeps, account: AccountRow, username: string): Promise<DiscoveredProfile> {
  try {
    return await lookUpCompetitor(deps, account, username);
  } catch (error) {
    throw lookupError(error, username);
  }
}

/** Meta's answer as the user should read it: never a 500, always what to do next. */
function lookupError(error: unknown, username: string): HttpError {
  const refusal = discoveryRefusal(error);
  if (refusal === 'unknown_account') return new HttpError(404, refusalMessage(refusal, username), 'competitor_not_found');
  if (refusal === 'age_restricted') return new HttpError(403, refusalMessage(refusal, username), 'age_restricted');
  if (!(error instanceof GraphApiError)) return new HttpError(502, 'Instagram could not be reached; try again', 'META_UNAVAILABLE');
  switch (error.kind) {
    case 'expired':
      return new HttpError(409, RECONNECT_MESSAGE, 'reconnect_needed');
    case 'throttled':
      return new HttpError(429, 'Instagram is rate-limiting lookups for this account: try again in a few minutes', 'meta_throttled');
    case 'permission':
      return new HttpError(
        403,
        `Meta refused the lookup: ${error.permission ? `the ${error.permission} permission is missing` : 'a permission is missing'}. Reconnect the account and grant it.`,
        'meta_permission_missing',
      );
    case 'request':
    case 'not_offered':
      return new HttpError(502, `Instagram refused the lookup: ${error.message}`, 'META_UNAVAILABLE');
    default:
      return new HttpError(502, 'Instagram is busy or unavailable; try again in a few minutes', 'META_UNAVAILABLE');
  }
}
