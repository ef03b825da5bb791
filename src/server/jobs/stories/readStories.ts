import type { GraphClient } from '../../meta/graphClient';
import { GraphApiError } from '../../meta/graphErrors';
import { freshAccessToken } from '../sync/accessToken';
import { isRecordable } from '../sync/refusals';
import { loadAccount, updateAccount, type AccountRow } from '../sync/store';
import type { SyncDeps } from '../sync/context';
import { listLiveStories, listTaggedMedia, readStoryFigures, type GraphStory } from './storyGraph';
import {
  STORY_LIFETIME_MS,
  finishExpiredStories,
  mentionFromMedia,
  noteStoryRefusal,
  recordStoryRead,
  saveStoryFigures,
  upsertMentions,
  upsertStory,
  type StoryReadOutcome,
} from './store';

export type StoriesOutcome = 'read' | 'refused' | 'reconnect_needed' | 'account_gone';

/**
 * One read of an account's live stories (the stories schedule runs it hourly for every account): each
 * listed story is stored with its latest figures, stories past their 24 hours keep their last figures
 * as final, and the posts that tag the account are refreshed.
 * - A missing permission (instagram_manage_insights…) is recorded for the Stories page to explain;
 *   nothing is stored as 0.
 * - A story Meta no longer answers for (past 24 h), or withholds (under 5 viewers), keeps what was read.
 * - A refused navigation breakdown costs only the taps: the story's other figures are stored, with the reason.
 * - An expired token marks the account for reconnection, as a sync does; throttling and Meta failing
 *   throw, and pg-boss retries the job with backoff.
 */
export async function readAccountStories(deps: SyncDeps, accountId: string): Promise<StoriesOutcome> {
  const now = deps.now?.() ?? new Date();
  const account = await loadAccount(deps.db, accountId);
  if (!account) return 'account_gone';
  if (account.needsReconnect || !account.accessTokenEnc) return 'reconnect_needed';
  try {
    const client = deps.gateway.clientFor(account.loginFlavour, await freshAccessToken(deps, account, now));
    const outcome = await readWith(deps, client, account, now);
    await finishExpiredStories(deps.db, accountId, now);
    await recordStoryRead(deps.db, accountId, now, outcome);
    return outcome.refusal ? 'refused' : 'read';
  } catch (error) {
    if (!(error instanceof GraphApiError && error.kind === 'expired')) throw error;
    await updateAccount(deps.db, accountId, { needsReconnect: true });
    return 'reconnect_needed';
  }
}

async function readWith(deps: SyncDeps, client: GraphClient, account: AccountRow, now: Date): Promise<StoryReadOutcome> {
  let stories: GraphStory[];
  try {
    stories = await listLiveStories(client, account.igUserId);
  } catch (error) {
    if (!isRecordable(error)) throw error;
    return { refusal: refusalOf(error) };
  }
  for (const story of stories) {
    await upsertStory(deps.db, account.id, story, now);
    await readFigures(deps, client, account.id, story, now);
  }
  await readTags(deps, client, account);
  return { refusal: null };
}

async function readFigures(deps: SyncDeps, client: GraphClient, accountId: string, story: GraphStory, now: Date): Promise<void> {
  try {
    const { figures, navigationRefusal } = await readStoryFigures(client, story.id);
    await saveStoryFigures(deps.db, accountId, story.id, figures, now, navigationRefusal);
  } catch (error) {
    if (!isRecordable(error)) throw error;
    // Withheld (under 5 viewers), refused, or past its 24 hours: the figures read before stand.
    await noteStoryRefusal(deps.db, accountId, story.id, error.message);
    const postedAt = story.timestamp ? Date.parse(story.timestamp.replace(/\+0000$/, 'Z')) : Number.NaN;
    if (!Number.isNaN(postedAt) && postedAt + STORY_LIFETIME_MS <= now.getTime()) await finishExpiredStories(deps.db, accountId, now);
  }
}

/** Tagged posts ride on the stories schedule: one call per account; a refusal leaves the stored ones as they are. */
async function readTags(deps: SyncDeps, client: GraphClient, account: AccountRow): Promise<void> {
  try {
    const tagged = await listTaggedMedia(client, account.igUserId);
    await upsertMentions(
      deps.db,
      tagged.map((media) => mentionFromMedia(account.id, 'tag', media)),
    );
  } catch (error) {
    if (!isRecordable(error)) throw error;
  }
}

function refusalOf(error: GraphApiError): NonNullable<Extract<StoryReadOutcome, { refusal: object }>['refusal']> {
  const kind = error.kind === 'permission' ? 'permission' : error.kind === 'not_offered' ? 'not_offered' : 'failed';
  return { kind, permission: error.permission, message: error.message };
}
