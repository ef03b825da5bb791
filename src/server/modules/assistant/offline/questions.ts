/**
 * Typed questions the offline assistant answers from the account's figures, read from keywords and
 * dates. These are checked before the playbook keywords (offline/intent.ts): "What should I post
 * tomorrow?" is a question about tomorrow, not a request for the two-week content playbook.
 */
import type { MediaType } from '../../../../shared/insights';
import { lastDays, shiftDate, WEEKDAY_NAMES } from '../../../../shared/dateSpan';
import { weekdayOf } from '../tools/calendar';
import { type DateRange, rangeAsked } from './dateRanges';
import type { KpiName } from './lookups/words';
import { normaliseQuestion } from './normalise';
import * as asks from './questionPatterns';

export type DataQuestion =
  | { kind: 'postingDay'; date: string }
  | { kind: 'bestTime'; range: DateRange }
  | { kind: 'nextPost' }
  /** `focus`: the one figure the question named ("What is my reach?"), said first. */
  | { kind: 'overview'; range: DateRange; focus?: KpiName }
  | { kind: 'change'; metric: KpiName; range: DateRange }
  | { kind: 'posts'; range: DateRange }
  | { kind: 'content'; range: DateRange }
  | { kind: 'hashtags'; range: DateRange }
  | { kind: 'format'; range: DateRange; format: MediaType | null }
  | { kind: 'competitor'; username: string; range: DateRange; format: MediaType | null }
  | { kind: 'competitors'; range: DateRange }
  | { kind: 'peers' }
  | { kind: 'audience' }
  | { kind: 'stories' }
  | { kind: 'reels'; range: DateRange }
  | { kind: 'discovery'; range: DateRange };

/**
 * The period a question means when it names none: the one every data page opens on (the last 30
 * days, client/features/period/usePeriodParams.ts), so an answer quotes what the pages show.
 */
export const DEFAULT_DAYS = 30;

/** The date a "post on …" question is about, or null: today, tomorrow, or the next such weekday. */
function dayAsked(text: string, today: string): string | null {
  const match = asks.DAY_WORD.exec(text);
  if (!match) return null;
  if (match[1] === 'today' || match[1] === 'tonight') return today;
  if (match[1] === 'tomorrow') return shiftDate(today, 1);
  const weekday = WEEKDAY_NAMES.findIndex((d) => d.toLowerCase() === match[2]);
  const ahead = (weekday - weekdayOf(today) + 7) % 7 || 7;
  return shiftDate(today, ahead);
}

function formatAsked(text: string): MediaType | null {
  return asks.FORMAT_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** The figure a "why did it drop?" question is about; reach when it names none. */
function metricAsked(text: string): KpiName {
  return asks.METRIC_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? 'reach';
}

const anyOf = (patterns: readonly RegExp[], text: string) => patterns.some((p) => p.test(text));

/** Questions about when and what to post, and about one of the content page's groupings; null when the text is none of them. */
function contentQuestion(lower: string, range: DateRange | null, today: string): DataQuestion | null {
  const over = range ?? lastDays(today, DEFAULT_DAYS);
  if (anyOf(asks.CHANGE, lower)) return { kind: 'change', metric: metricAsked(lower), range: over };
  if (anyOf(asks.BEST_TIME, lower)) return { kind: 'bestTime', range: over };
  if (asks.NEXT_POST.test(lower) && !asks.LONGER_PLAN.test(lower)) return { kind: 'nextPost' };
  if (asks.HASHTAGS.test(lower)) return { kind: 'hashtags', range: over };
  if (anyOf(asks.FORMAT, lower)) return { kind: 'format', range: over, format: formatAsked(lower) };
  if (asks.RANKED_POSTS.test(lower)) return { kind: 'posts', range: over };
  if (asks.CONTENT.test(lower)) return { kind: 'content', range: over };
  return null;
}

/** The figures question in a typed message, or null when it is not one (then the playbooks, or what the assistant can answer). */
export function readDataQuestion(text: string, today: string): DataQuestion | null {
  const lower = normaliseQuestion(text);
  const range = rangeAsked(lower, today);
  const mention = asks.MENTION.exec(lower);
  if (mention) return { kind: 'competitor', username: mention[1], range: range ?? lastDays(today, DEFAULT_DAYS), format: formatAsked(lower) };
  if (asks.PEERS.test(lower)) return { kind: 'peers' };
  if (asks.AUDIENCE.test(lower)) return { kind: 'audience' };
  if (asks.STORIES.test(lower) || asks.asksAbout('stories', lower)) return { kind: 'stories' };
  const day = asks.POST_VERB.test(lower) ? dayAsked(lower, today) : null;
  if (day) return { kind: 'postingDay', date: day };
  if (asks.PLAYBOOK_REQUEST.test(lower)) return null;
  // Before the format and change questions: "which reels keep people watching" is about watch time, not reels against photos.
  if (asks.REELS_WATCH.test(lower) || asks.asksAbout('reels', lower)) return { kind: 'reels', range: range ?? lastDays(today, DEFAULT_DAYS) };
  if (asks.DISCOVERY.test(lower)) return { kind: 'discovery', range: range ?? lastDays(today, DEFAULT_DAYS) };
  const about = contentQuestion(lower, range, today);
  if (about) return about;
  if (anyOf(asks.COMPETITORS, lower)) return { kind: 'competitors', range: range ?? lastDays(today, DEFAULT_DAYS) };
  // One figure asked for itself ("What is my engagement rate?"): the period's overview, that figure first.
  if (asks.FIGURE_ASKED.test(lower) && !asks.IMPROVEMENT.test(lower))
    return { kind: 'overview', range: range ?? lastDays(today, DEFAULT_DAYS), focus: metricAsked(lower) };
  // A period named and nothing else asked ("How did last month go?", "this month so far"): that period's overview.
  if (asks.HOW_AM_I_DOING.test(lower) || range) return { kind: 'overview', range: range ?? lastDays(today, DEFAULT_DAYS) };
  return null;
}
