import { storyCompletion, type Story, type StoriesAnswer, type StoriesStatus } from '../../../shared/stories';
import type { Db } from '../../db/client';
import { accountTimeZone } from '../analytics/timeZones';
import { decodeCursor, nextUrlFor, pagingFor } from '../posts/pageCursor';
import { periodFigures } from './periodFigures';
import { storiesByIds, storyFactsSince, storyReadOf, type StoryReadRow, type StoryRow } from './repository';

const DAY_MS = 86_400_000;

export type StoriesPageQuery = { days: number; limit: number; after?: string };

/**
 * The Stories page's answer: the last `days` days' totals, days and sequences, whichever the page, and
 * one page of its stories. The facts of the whole period are read narrow; only the page's stories whole.
 */
export async function storiesAnswer(
  db: Db,
  account: { id: string; timezone: string },
  { days, limit, after }: StoriesPageQuery,
  now: Date,
): Promise<StoriesAnswer> {
  const offset = decodeCursor(after);
  const timezone = accountTimeZone(account.timezone);
  const [facts, read] = await Promise.all([storyFactsSince(db, account.id, new Date(now.getTime() - days * DAY_MS), timezone), storyReadOf(db, account.id)]);
  const { totals, perDay, sequences, sequenceOf } = periodFigures(facts);
  const pageRows = await storiesInOrder(
    db,
    account.id,
    facts.slice(offset, offset + limit).map((fact) => fact.id),
  );
  return {
    accountId: account.id,
    timezone,
    days,
    status: statusOf(read),
    totals,
    stories: pageRows.map((row) => toStory(row, now, sequenceOf.get(row.id)!)),
    paging: pagingFor(offset, limit, facts.length - offset, nextUrlFor(`/api/stories?accountId=${account.id}&days=${days}&limit=${limit}`)),
    perDay,
    sequences,
  };
}

/** The stories of these ids in this order; one removed since its facts were read is left out rather than listed half-known. */
async function storiesInOrder(db: Db, accountId: string, ids: string[]): Promise<StoryRow[]> {
  const rowsById = new Map((await storiesByIds(db, accountId, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => rowsById.get(id) ?? []);
}

function toStory(row: StoryRow, now: Date, sequence: number): Story {
  return {
    id: row.id,
    igMediaId: row.igMediaId,
    mediaType: row.mediaType,
    mediaUrl: row.mediaUrl,
    thumbnailUrl: row.thumbnailUrl,
    permalink: row.permalink,
    postedAt: row.postedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    live: !row.final && row.expiresAt.getTime() > now.getTime(),
    final: row.final,
    views: row.views,
    reach: row.reach,
    replies: row.replies,
    shares: row.shares,
    follows: row.follows,
    profileVisits: row.profileVisits,
    totalInteractions: row.totalInteractions,
    tapsForward: row.tapsForward,
    tapsBack: row.tapsBack,
    tapsExit: row.tapsExit,
    swipesForward: row.swipesForward,
    completion: storyCompletion(row),
    insightsReadAt: row.insightsReadAt?.toISOString() ?? null,
    insightsRefusal: row.insightsRefusal,
    sequence,
  };
}

function statusOf(read: StoryReadRow | null): StoriesStatus {
  if (!read?.lastReadAt) return { state: 'never_read', lastReadAt: null, permission: null, message: null };
  const refused = read.refusalKind !== null;
  return {
    state: refused ? 'not_offered' : 'ok',
    lastReadAt: read.lastReadAt.toISOString(),
    permission: read.refusalPermission,
    message: read.refusalMessage,
  };
}
