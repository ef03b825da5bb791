import {
  storyCompletion,
  storyExitRate,
  storyGroup,
  type Story,
  type StoriesAnswer,
  type StoriesStatus,
  type StoryGroup,
  type StoryTotals,
} from '../../../shared/stories';
import type { Db } from '../../db/client';
import { accountTimeZone } from '../../lib/timeZones';
import { decodeCursor, nextUrlFor, pagingFor } from '../posts/public';
import { periodFigures } from './periodFigures';
import { cachedFactsSince, cachedPageRows, cachedPeriodPart } from './cachedStories';
import { storiesByIds, storyFactsSince, storyReadOf, type StoryFact, type StoryReadRow, type StoryRow } from './repository';
import { withWrittenMembers } from './writtenMembers';

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
  const facts = await storyFactsSince(db, account.id, new Date(sinceOf(now, days)), timezone);
  const { totals, perDay, sequences, sequenceOfFact } = periodFigures(facts);
  const page = await pageAnswer(db, { id: account.id, timezone }, { days, limit, offset }, now, { facts, totals, sequenceOfFact }, (rows) =>
    storiesInOrder(db, account.id, rows),
  );
  return { ...page, perDay, sequences };
}

/**
 * storiesAnswer as `serialize` (the route's own serializer) writes it, for an account at a version of
 * its data: the period's facts and figures, and the days and sequences as written, come from the store
 * (cachedStories.ts) once worked out; the page's stories and the read status are read for each request.
 */
export async function storiesAnswerJson(
  db: Db,
  account: { id: string; timezone: string; dataVersion: number },
  { days, limit, after }: StoriesPageQuery,
  now: Date,
  serialize: (answer: StoriesAnswer) => string,
): Promise<string> {
  const offset = decodeCursor(after);
  const timezone = accountTimeZone(account.timezone);
  const scope = { accountId: account.id, dataVersion: account.dataVersion, timezone, days };
  const facts = await cachedFactsSince(db, scope, sinceOf(now, days), (sinceMs) => storyFactsSince(db, account.id, new Date(sinceMs), timezone));
  const period = await cachedPeriodPart(db, scope, facts, () => {
    const { totals, perDay, sequences, sequenceOfFact } = periodFigures(facts);
    return { totals, sequenceOfFact, perDayJson: writtenGroups(perDay), sequencesJson: writtenGroups(sequences) };
  });
  const page = await pageAnswer(db, { id: account.id, timezone }, { days, limit, offset }, now, { facts, ...period }, (rows) =>
    cachedPageRows(db, scope, facts, { offset, limit }, () => storiesInOrder(db, account.id, rows)),
  );
  const answer = { ...page, perDay: [], sequences: [] };
  return withWrittenMembers(serialize(answer), { perDay: period.perDayJson, sequences: period.sequencesJson });
}

/** The start of the last `days` days, in ms: a period of stories ends now. */
const sinceOf = (now: Date, days: number) => now.getTime() - days * DAY_MS;

/** A story group's members in its schema's order: the order the route's serializer writes them in. */
const GROUP_MEMBERS = Object.keys(storyGroup.shape);

/**
 * Days or sequences as the route's serializer writes them in the answer (it encodes by the schema, then
 * JSON.stringify): periodFigures builds every group of the schema's members alone, whole numbers where it
 * says int, so the schema has nothing to change or refuse, and only the order of the members is left to
 * give. cachedStories.test.ts holds the two texts equal. Encoding 2,200 groups through zod took a third
 * of a 365-day answer's time.
 */
const writtenGroups = (groups: StoryGroup[]) => JSON.stringify(groups, GROUP_MEMBERS);

type PeriodOfPage = { facts: readonly StoryFact[]; totals: StoryTotals; sequenceOfFact: readonly number[] };

/** Everything the answer says but the days and sequences: the account, the period's totals, its read status and one page of its stories. */
async function pageAnswer(
  db: Db,
  account: { id: string; timezone: string },
  { days, limit, offset }: { days: number; limit: number; offset: number },
  now: Date,
  { facts, totals, sequenceOfFact }: PeriodOfPage,
  rowsOfPage: (page: StoryFact[]) => Promise<StoryRow[]>,
): Promise<Omit<StoriesAnswer, 'perDay' | 'sequences'>> {
  const page = facts.slice(offset, offset + limit);
  const sequenceOf = new Map(page.map((fact, index) => [fact.id, sequenceOfFact[offset + index]]));
  const [pageRows, read] = await Promise.all([rowsOfPage(page), storyReadOf(db, account.id)]);
  return {
    accountId: account.id,
    timezone: account.timezone,
    days,
    status: statusOf(read),
    totals,
    stories: pageRows.map((row) => toStory(row, now, sequenceOf.get(row.id)!)),
    paging: pagingFor(offset, limit, facts.length - offset, nextUrlFor(`/api/stories?accountId=${account.id}&days=${days}&limit=${limit}`)),
  };
}

/** The stories of these facts in their order; one removed since its facts were read is left out rather than listed half-known. */
async function storiesInOrder(db: Db, accountId: string, facts: readonly StoryFact[]): Promise<StoryRow[]> {
  if (!facts.length) return [];
  // postedAtMs is the posting instant to within a microsecond: whole milliseconds around the page hold it.
  const instants = facts.map((fact) => fact.postedAtMs);
  const postedBetween = { from: new Date(Math.floor(Math.min(...instants))), to: new Date(Math.ceil(Math.max(...instants))) };
  const ids = facts.map((fact) => fact.id);
  const rowsById = new Map((await storiesByIds(db, accountId, ids, postedBetween)).map((row) => [row.id, row]));
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
    exitRate: storyExitRate(row),
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
