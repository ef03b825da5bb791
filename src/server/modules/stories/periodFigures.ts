import { SEQUENCE_GAP_MINUTES, storyCompletion, type StoryGroup, type StoryTotals } from '../../../shared/stories';
import type { StoryFact } from './repository';

const SEQUENCE_GAP_MS = SEQUENCE_GAP_MINUTES * 60_000;

/** The period's figures from its story facts (newest first): its totals, its days and its sequences, each newest first. */
export type PeriodFigures = {
  totals: StoryTotals;
  perDay: StoryGroup[];
  sequences: StoryGroup[];
  /** Each story's sequence (the index into `sequences`), in the order of the facts. */
  sequenceOfFact: number[];
};

/** Running sums of a group: the known figures, and the parts of completion over the stories whose parts are all known. */
type Sums = {
  stories: number;
  views: number | null;
  reach: number | null;
  replies: number | null;
  completeViews: number;
  completeExits: number;
  completeForwards: number;
  anyComplete: boolean;
};

type OpenGroup = { key: string; oldestMs: number; sums: Sums };

const emptySums = (): Sums => ({
  stories: 0,
  views: null,
  reach: null,
  replies: null,
  completeViews: 0,
  completeExits: 0,
  completeForwards: 0,
  anyComplete: false,
});

const plusKnown = (sum: number | null, value: number | null) => (value === null ? sum : (sum ?? 0) + value);

function add(sums: Sums, fact: StoryFact): void {
  sums.stories += 1;
  sums.views = plusKnown(sums.views, fact.views);
  sums.reach = plusKnown(sums.reach, fact.reach);
  sums.replies = plusKnown(sums.replies, fact.replies);
  if (storyCompletion(fact) !== null) {
    sums.anyComplete = true;
    sums.completeViews += fact.views!;
    sums.completeExits += fact.tapsExit!;
    sums.completeForwards += fact.tapsForward!;
  }
}

function totalsOf(sums: Sums): StoryTotals {
  return {
    stories: sums.stories,
    views: sums.views,
    reach: sums.reach,
    replies: sums.replies,
    completion: sums.anyComplete ? storyCompletion({ views: sums.completeViews, tapsExit: sums.completeExits, tapsForward: sums.completeForwards }) : null,
  };
}

const closed = (group: OpenGroup): StoryGroup => ({ key: group.key, startsAt: new Date(group.oldestMs).toISOString(), ...totalsOf(group.sums) });

/**
 * One pass over the facts, newest first. A day's stories and a sequence's stories are each a run of
 * neighbours in that order, so a group closes when the next story starts another: a new local day,
 * or a gap of more than SEQUENCE_GAP_MINUTES (what a viewer taps through in one sitting). A sequence
 * is named by its newest story's id; sequence 0 is the newest run.
 */
export function periodFigures(facts: StoryFact[]): PeriodFigures {
  const period = emptySums();
  const perDay: StoryGroup[] = [];
  const sequences: StoryGroup[] = [];
  const sequenceOfFact: number[] = [];
  let day: OpenGroup | null = null;
  let sequence: OpenGroup | null = null;
  for (const fact of facts) {
    if (!day || day.key !== fact.localDay) {
      if (day) perDay.push(closed(day));
      day = { key: fact.localDay, oldestMs: fact.postedAtMs, sums: emptySums() };
    }
    if (!sequence || sequence.oldestMs - fact.postedAtMs > SEQUENCE_GAP_MS) {
      if (sequence) sequences.push(closed(sequence));
      sequence = { key: fact.id, oldestMs: fact.postedAtMs, sums: emptySums() };
    }
    day.oldestMs = fact.postedAtMs;
    sequence.oldestMs = fact.postedAtMs;
    add(period, fact);
    add(day.sums, fact);
    add(sequence.sums, fact);
    sequenceOfFact.push(sequences.length);
  }
  if (day) perDay.push(closed(day));
  if (sequence) sequences.push(closed(sequence));
  return { totals: totalsOf(period), perDay, sequences, sequenceOfFact };
}
