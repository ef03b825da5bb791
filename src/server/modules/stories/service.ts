import { SEQUENCE_GAP_MINUTES, storyCompletion, type Story, type StoryGroup, type StoriesAnswer, type StoriesStatus } from '../../../shared/stories';
import { calendarDateIn } from '../../../shared/period';
import type { Db } from '../../db/client';
import { accountTimeZone } from '../analytics/timeZones';
import { storiesSince, storyReadOf, type StoryReadRow, type StoryRow } from './repository';

const DAY_MS = 86_400_000;

/** The Stories page's answer: each story of the last `days` days, and the same per day and per sequence. */
export async function storiesAnswer(db: Db, account: { id: string; timezone: string }, days: number, now: Date): Promise<StoriesAnswer> {
  const timezone = accountTimeZone(account.timezone);
  const rows = await storiesSince(db, account.id, new Date(now.getTime() - days * DAY_MS));
  const sequenceOf = sequenceIndexes(rows);
  const stories = rows.map((row, index) => toStory(row, now, sequenceOf[index]));
  // A sequence is named by its newest story (rows come newest first, so the first seen).
  const newestOfSequence = new Map<string, string>();
  for (const item of stories) if (!newestOfSequence.has(String(item.sequence))) newestOfSequence.set(String(item.sequence), item.id);
  return {
    accountId: account.id,
    timezone,
    days,
    status: statusOf(await storyReadOf(db, account.id)),
    stories,
    perDay: groups(stories, (item) => localDay(item.postedAt, timezone)),
    sequences: groups(stories, (item) => String(item.sequence)).map((group) => ({ ...group, key: newestOfSequence.get(group.key)! })),
  };
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

/**
 * A sequence is a run of stories each posted within SEQUENCE_GAP_MINUTES of the one before (what a
 * viewer taps through in one sitting). Rows come newest first; sequence 0 is the newest run.
 */
function sequenceIndexes(rows: StoryRow[]): number[] {
  let sequence = 0;
  return rows.map((row, index) => {
    const newer = rows[index - 1];
    if (newer && newer.postedAt.getTime() - row.postedAt.getTime() > SEQUENCE_GAP_MINUTES * 60_000) sequence += 1;
    return sequence;
  });
}

/** Sums over the stories whose value is known; null when none is. Completion over the stories whose parts are all known. */
function groups(stories: Story[], keyOf: (story: Story) => string): StoryGroup[] {
  const byKey = new Map<string, Story[]>();
  for (const item of stories) {
    const key = keyOf(item);
    const members = byKey.get(key);
    if (members) members.push(item);
    else byKey.set(key, [item]);
  }
  return [...byKey.entries()].map(([key, members]) => {
    const complete = members.filter((item) => item.completion !== null);
    return {
      key,
      startsAt: members[members.length - 1].postedAt,
      stories: members.length,
      views: sumKnown(members.map((item) => item.views)),
      reach: sumKnown(members.map((item) => item.reach)),
      replies: sumKnown(members.map((item) => item.replies)),
      completion: complete.length
        ? storyCompletion({
            views: sumKnown(complete.map((item) => item.views)),
            tapsExit: sumKnown(complete.map((item) => item.tapsExit)),
            tapsForward: sumKnown(complete.map((item) => item.tapsForward)),
          })
        : null,
    };
  });
}

function sumKnown(values: Array<number | null>): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? known.reduce((sum, value) => sum + value, 0) : null;
}

/** The story's day on the account's clock, through the one cached formatter every page's dates use. */
const localDay = (iso: string, timezone: string) => calendarDateIn(new Date(iso), timezone);

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
