import type { AudienceAnswer, AudienceQuery } from '../../../shared/audience';
import type { SyncRefusal } from '../../../shared/connectors';
import type { Db } from '../../db/client';
import { requireAccount, syncStatuses } from '../connectors/public';
import { differencesOf, snapshotOf } from './figures';
import { latestAudienceRows } from './repository';

/** GET /api/analytics/audience: the latest audience snapshot of one of the user's accounts, the one before it, and how they differ. */
export async function getAudience(db: Db, userId: string, query: AudienceQuery): Promise<AudienceAnswer> {
  const account = await requireAccount(db, userId, query.accountId);
  // requireAccount answered: the account has a workspace, and the caller is a member of it.
  const [{ latest, previous }, statuses] = await Promise.all([latestAudienceRows(db, account.id), syncStatuses(db, account.workspaceId!)]);
  const latestSnapshot = snapshotOf(latest);
  const previousSnapshot = snapshotOf(previous);
  const refusals = statuses.find((status) => status.accountId === account.id)?.refusals ?? [];
  return {
    accountId: account.id,
    username: account.username,
    followersCount: account.followersCount,
    latest: latestSnapshot,
    previous: previousSnapshot,
    differences: differencesOf(latestSnapshot, previousSnapshot),
    lastRefusal: refusalSentence(refusals.find((refusal) => refusal.source === 'audience' && refusal.kind !== 'not_offered')),
  };
}

/** What the last sync could not read of the audience, said so that the figures read as unknown, not as none. */
function refusalSentence(refusal: SyncRefusal | undefined): string | null {
  if (!refusal) return null;
  if (refusal.kind === 'permission') {
    const which = refusal.permission ? `the ${refusal.permission} permission` : 'a permission';
    return `Meta refused the audience in the last sync: ${which} is missing. Reconnect the account and grant it; until then the audience is unknown.`;
  }
  if (refusal.kind === 'throttled') return "Meta's rate limit stopped the last sync before it read the audience; it is read again when the sync resumes.";
  return `Meta did not answer the audience in the last sync (${refusal.message}); it is read again at the next sync.`;
}
