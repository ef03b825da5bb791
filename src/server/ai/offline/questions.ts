/**
 * Typed questions the offline assistant answers from the account's figures, read from keywords and
 * dates. These are checked before the playbook keywords (offline/intent.ts): "What should I post
 * tomorrow?" is a question about tomorrow, not a request for the two-week content playbook.
 */
import type { MediaType } from '../../../shared/insights';
import { lastDays, shiftDate } from '../../../shared/dateSpan';
import { WEEKDAY_NAMES } from '../../modules/analytics/formulas';
import { weekdayOf } from '../tools/calendar';
import { type DateRange, rangeAsked } from './dateRanges';

export type DataQuestion =
  | { kind: 'postingDay'; date: string }
  | { kind: 'overview'; range: DateRange }
  | { kind: 'posts'; range: DateRange }
  | { kind: 'content'; range: DateRange }
  | { kind: 'competitor'; username: string; range: DateRange; format: MediaType | null }
  | { kind: 'peers' };

/** Ranges used when the question names none: the dashboard's and the content page's defaults. */
const DEFAULT_DAYS = 30;
export const CONTENT_DAYS = 90;

const FORMAT_WORDS: readonly [RegExp, MediaType][] = [
  [/\breels?\b/, 'REELS'],
  [/\bcarousels?\b/, 'CAROUSEL_ALBUM'],
  [/\b(photos?|images?|pictures?|pics?)\b/, 'IMAGE'],
  [/\bvideos?\b/, 'VIDEO'],
];

const MENTION = /(?:^|[^\w@])@([a-z0-9._]{1,30})\b/;
const PEERS = /\b(peers?|percentiles?|similar accounts|accounts like mine|(?:rank|stand|compare)\w* (?:among|against|with) (?:other|similar) (?:accounts|creators|businesses))\b/;
const POST_VERB = /\b(post|posting|publish|share|upload)\b/;
const DAY_WORD = new RegExp(`\\b(today|tonight|tomorrow|(?:on |this |next )(${WEEKDAY_NAMES.map((d) => d.toLowerCase()).join('|')}))\\b`);
/** Requests for a playbook (ideas, a caption, a strategy…): the ranked-posts and content lookups leave these alone. */
const PLAYBOOK_REQUEST = /\b(ideas?|captions?|strateg\w*|plan|calls? to action|cta'?s?|tips?)\b/;
const RANKED_POSTS = /\b(top|best|worst|bottom|weakest|strongest|most (?:liked|popular|engaging)|least (?:liked|popular|engaging)|flop\w*)\b[\w\s-]{0,25}\bposts?\b|\bposts? (?:did|performed|worked|went) (?:the )?(?:best|worst|well|badly)\b|\bwhich (?:of my )?posts?\b/;
const CONTENT = /\bwhat (?:content|kinds? of (?:posts?|content)|types? of (?:posts?|content)|formats?|hashtags?)\b.*\b(work|perform|do(?:es)? (?:best|well))|\bwhat works\b|\bcontent (?:findings|analysis|insights)\b|\b(?:which|best) (?:formats?|hashtags?|caption length)\b/;
const HOW_DID_I_DO = /\bhow (?:did|am|was|were|have|has|is|are)(?: i| we| my| our)\b|\b(overview|stats|statistics|kpis?|performance|results|summary|recap|analytics)\b/;
const METRIC = /\b(reach|views|followers?|engagement|likes|comments|saves|shares|interactions|posts)\b/;

/** The date a "post on …" question is about, or null: today, tomorrow, or the next such weekday. */
function dayAsked(text: string, today: string): string | null {
  const match = DAY_WORD.exec(text);
  if (!match) return null;
  if (match[1] === 'today' || match[1] === 'tonight') return today;
  if (match[1] === 'tomorrow') return shiftDate(today, 1);
  const weekday = WEEKDAY_NAMES.findIndex((d) => d.toLowerCase() === match[2]);
  const ahead = (weekday - weekdayOf(today) + 7) % 7 || 7;
  return shiftDate(today, ahead);
}

function formatAsked(text: string): MediaType | null {
  return FORMAT_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** The figures question in a typed message, or null when it is not one (then the playbooks, or the list of what works offline). */
export function readDataQuestion(text: string, today: string): DataQuestion | null {
  const lower = text.toLowerCase();
  const range = rangeAsked(lower, today);
  const mention = MENTION.exec(lower);
  if (mention) return { kind: 'competitor', username: mention[1], range: range ?? lastDays(today, DEFAULT_DAYS), format: formatAsked(lower) };
  if (PEERS.test(lower)) return { kind: 'peers' };
  const day = POST_VERB.test(lower) ? dayAsked(lower, today) : null;
  if (day) return { kind: 'postingDay', date: day };
  if (PLAYBOOK_REQUEST.test(lower)) return null;
  if (RANKED_POSTS.test(lower)) return { kind: 'posts', range: range ?? lastDays(today, DEFAULT_DAYS) };
  if (CONTENT.test(lower)) return { kind: 'content', range: range ?? lastDays(today, CONTENT_DAYS) };
  if (HOW_DID_I_DO.test(lower) || (range && METRIC.test(lower))) return { kind: 'overview', range: range ?? lastDays(today, DEFAULT_DAYS) };
  return null;
}
