/**
 * The Stories page's period figures computed once per change of the stories under them (docs/performance.md), kept
 * beside the dashboard's answers in their store (analytics/cachedAnswers.ts), which bounds them all
 * together in entries and characters: stored under the account, its data_version
 * (bumped by database triggers in the same transaction as any write to its stories: migration 0009), the
 * clock the days are read on and the number of days. A year of stories is some 1,800 facts and 2,200 days
 * and sequences, about 380 KB of JSON; computed and written once, a repeated request sends the stored text.
 *
 * A period of `days` days ends now, so it moves with every request: what is stored is the facts of the
 * window that was asked first, and a later request of the same days takes those posted since its own
 * start, which the stored window holds (it started earlier, and the version says no story was written
 * since). Under one version the facts of any window are the newest of one list, so their number names
 * them, and the figures worked out from them are stored under it.
 */
import type { StoryTotals } from '../../../shared/stories';
import type { Db } from '../../db/client';
import { answerCacheOf } from '../analytics/public';
import type { StoryFact, StoryRow } from './repository';

/** Bump when the definition of a figure in the stored figures changes (see ANALYTICS_DEFINITIONS_VERSION). */
const STORIES_DEFINITIONS_VERSION = 1;

/** The account's stories of the last `days` days, at one version of its data, their days on one clock. */
export type StoriesScope = { accountId: string; dataVersion: number; timezone: string; days: number };

type WindowFacts = { sinceMs: number; facts: StoryFact[] };

const keyOf = ({ accountId, dataVersion, timezone, days }: StoriesScope) =>
  ['stories', STORIES_DEFINITIONS_VERSION, accountId, dataVersion, timezone, days].join('|');

/** The facts (newest first) of the stories posted at or after `sinceMs`: the newest of them, up to the first older one. */
function postedSince(facts: readonly StoryFact[], sinceMs: number): StoryFact[] {
  let [low, high] = [0, facts.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (facts[middle].postedAtMs >= sinceMs) low = middle + 1;
    else high = middle;
  }
  return facts.slice(0, low);
}

/**
 * The facts of the scope's stories posted since `sinceMs`, newest first: cut from the window stored for
 * the scope, or read by `read` (and stored) when there is none, or when it starts later (a clock set back).
 */
export async function cachedFactsSince(db: Db, scope: StoriesScope, sinceMs: number, read: (sinceMs: number) => Promise<StoryFact[]>): Promise<StoryFact[]> {
  const stored = await answerCacheOf(db).answer<WindowFacts>(keyOf(scope), async () => ({ sinceMs, facts: await read(sinceMs) }));
  return stored.sinceMs <= sinceMs ? postedSince(stored.facts, sinceMs) : read(sinceMs);
}

/** What the answer carries of a window's figures, the days and sequences as the route's serializer writes them. */
export type PeriodPart = { totals: StoryTotals; sequenceOfFact: readonly number[]; perDayJson: string; sequencesJson: string };

/** The figures of these facts (cachedFactsSince's for the scope), computed by `compute` only when none are stored for them. */
export function cachedPeriodPart(db: Db, scope: StoriesScope, facts: readonly StoryFact[], compute: () => PeriodPart): Promise<PeriodPart> {
  return answerCacheOf(db).answer(`${keyOf(scope)}|${facts.length}`, () => Promise.resolve(compute()));
}

/** The stories of one page of those facts, whole, read by `read` only when none are stored for them (the page's `live` is worked out on each request). */
export function cachedPageRows(
  db: Db,
  scope: StoriesScope,
  facts: readonly StoryFact[],
  { offset, limit }: { offset: number; limit: number },
  read: () => Promise<StoryRow[]>,
): Promise<StoryRow[]> {
  return answerCacheOf(db).answer(`${keyOf(scope)}|${facts.length}|page|${offset}|${limit}`, read);
}
