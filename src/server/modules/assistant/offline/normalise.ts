/**
 * A typed question as the recognisers read it (offline/questions.ts, offline/dateRanges.ts): lower
 * case, punctuation gone, spelled-out numbers as digits, common shorthand written out, and a word one
 * slip away from a keyword read as that keyword ("lsat moth", "engagment", "folowers"). People type
 * into a chat box fast and rarely end with a question mark; the patterns then only need the words.
 */
import { WEEKDAY_NAMES } from '../../../../shared/dateSpan';

/** Words the recognisers key on; a typo is corrected only towards one of these. */
const KEYWORDS = [
  ...['january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  ...WEEKDAY_NAMES.map((day) => day.toLowerCase()),
  ...['last', 'this', 'past', 'previous', 'month', 'months', 'week', 'weeks', 'year', 'years', 'days', 'today', 'tomorrow', 'yesterday', 'since'],
  ...['reels', 'reel', 'stories', 'story', 'posts', 'post', 'posting', 'carousel', 'carousels', 'photos', 'videos', 'video', 'format', 'formats'],
  ...['followers', 'follower', 'following', 'audience', 'demographics', 'competitors', 'competitor', 'competition', 'rivals', 'peers', 'niche'],
  ...['engagement', 'interactions', 'reach', 'views', 'likes', 'comments', 'watch', 'watching', 'watched', 'time', 'hashtags', 'hashtag'],
  ...['overview', 'performance', 'perform', 'performing', 'performed', 'doing', 'going', 'summary', 'stats', 'statistics', 'analytics', 'results'],
  ...['discovery', 'unfollows', 'unfollowed', 'unfollowers', 'non-followers', 'profile', 'taps', 'best', 'worst', 'should', 'publish', 'compare'],
  ...['content', 'dropped', 'drop', 'declined', 'decreased', 'happened', 'account', 'instagram', 'people', 'longest', 'attention', 'completion'],
];
/** Ordinary words one slip from a keyword, never corrected: "liked" is not "likes", "worse" not "worst". */
const ORDINARY = [
  'liked',
  'worse',
  'times',
  'compared',
  'comparing',
  'performs',
  'match',
  'catch',
  'share',
  'shares',
  'saves',
  'photo',
  'where',
  'there',
  'those',
  'these',
  'stars',
  'start',
  'accounts',
  'brands',
  'minutes',
  'seconds',
  'weekly',
  'monthly',
];
const KNOWN = new Set([...KEYWORDS, ...ORDINARY]);

/** Shorthand and spelled-out numbers, written as the patterns expect them. */
const SYNONYMS: Record<string, string> = {
  ig: 'instagram',
  insta: 'instagram',
  wk: 'week',
  wks: 'weeks',
  mo: 'month',
  mth: 'month',
  yday: 'yesterday',
  // Slips in short words, which the edit distance leaves alone (one edit turns "post" into "past").
  moth: 'month',
  mnth: 'month',
  monht: 'month',
  wek: 'week',
  weak: 'week',
  lst: 'last',
  thsi: 'this',
  tihs: 'this',
  yr: 'year',
  hows: 'how is',
  howd: 'how did',
  whats: 'what is',
  whens: 'when is',
  wats: 'what is',
  wat: 'what',
  pls: 'please',
  u: 'you',
  ur: 'your',
  im: 'i am',
  vids: 'videos',
  pics: 'photos',
  nonfollowers: 'non-followers',
  watchtime: 'watch time',
  seven: '7',
  fourteen: '14',
  thirty: '30',
  sixty: '60',
  ninety: '90',
  two: '2',
  three: '3',
  six: '6',
  twelve: '12',
};

/** Edits between two words (insert, delete, substitute, or swap two neighbours), giving up above `limit`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return Math.min(rows[a.length][b.length], limit + 1);
}

/** Two neighbouring letters swapped: the only slip trusted in a four-letter word ("lsat", "thsi"), where one edit turns "post" into "past". */
const isSwap = (a: string, b: string) => {
  if (a.length !== b.length) return false;
  const differ = [...a].flatMap((letter, i) => (letter === b[i] ? [] : [i]));
  return differ.length === 2 && differ[1] === differ[0] + 1 && a[differ[0]] === b[differ[1]] && a[differ[1]] === b[differ[0]];
};

/** How many slips a word of this length may carry and still be read as a keyword. */
const slipsAllowed = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

/** The keyword a word was meant as, or the word itself when it is already one or is near none. */
function correctedWord(word: string): string {
  if (KNOWN.has(word) || /\d/.test(word)) return word;
  if (word.length === 4) return KEYWORDS.find((keyword) => isSwap(word, keyword)) ?? word;
  const allowed = slipsAllowed(word.length);
  if (!allowed) return word;
  let best: { keyword: string; distance: number } | null = null;
  for (const keyword of KEYWORDS) {
    const distance = editDistance(word, keyword, allowed);
    if (distance <= allowed && (!best || distance < best.distance)) best = { keyword, distance };
  }
  return best?.keyword ?? word;
}

/**
 * The question as the recognisers read it. Kept: letters, digits, spaces, and the characters that
 * carry meaning inside a word ("@rival.roasters", "#coffee", "2026-10-01", "non-followers").
 */
export function normaliseQuestion(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[–—]/g, ' to ')
    .replace(/[^a-z0-9@#._\-\s]/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^[.\-_]+|[.\-_]+$/g, ''))
    .filter(Boolean);
  return words.map((word) => (word.startsWith('@') || word.startsWith('#') ? word : (SYNONYMS[word] ?? correctedWord(word)))).join(' ');
}
