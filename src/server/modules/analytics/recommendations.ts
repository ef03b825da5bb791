import type { ContentAnalysis, ContentGroup, Recommendation } from '../../../shared/analytics';

type Figures = Omit<ContentAnalysis, 'recommendations'>;
type Candidate = Recommendation & { strength: number };

const MAX_RECOMMENDATIONS = 6;
const FORMAT_NOUNS: Record<string, string> = { IMAGE: 'images', CAROUSEL_ALBUM: 'carousels', REELS: 'reels', VIDEO: 'videos' };
const percent = (rate: number) => `${(rate * 100).toFixed(2)}%`;
const times = (ratio: number) => `${ratio.toFixed(1)}×`;

/** Only groups with enough posts to trust take part in a comparison. */
const trusted = (groups: ContentGroup[], by: 'avgPublicEr' | 'avgReach') =>
  groups.filter((group) => group.reliable && group[by] !== null && group[by] > 0) as (ContentGroup & Record<typeof by, number>)[];

function bestAndWorst(groups: ContentGroup[], by: 'avgPublicEr' | 'avgReach') {
  const ranked = trusted(groups, by).sort((a, b) => b[by] - a[by]);
  return ranked.length >= 2 ? { best: ranked[0], worst: ranked[ranked.length - 1], ratio: ranked[0][by] / ranked[ranked.length - 1][by] } : null;
}

function formatAdvice(figures: Figures, recent: Map<string, number>): Candidate | null {
  const pair = bestAndWorst(figures.formats, 'avgReach');
  if (!pair || pair.ratio < 1.2) return null;
  const noun = FORMAT_NOUNS[pair.best.key] ?? pair.best.label.toLowerCase();
  const latest = [...recent.values()].reduce((sum, n) => sum + n, 0);
  const used = recent.get(pair.best.key) ?? 0;
  return {
    id: 'format',
    strength: pair.ratio,
    text: `${pair.best.label} reach ${times(pair.ratio)} more accounts than ${FORMAT_NOUNS[pair.worst.key] ?? pair.worst.label.toLowerCase()} for you; ${used} of your last ${latest} posts were ${noun}.`,
    basis: `Mean reach: ${pair.best.label} ${Math.round(pair.best.avgReach).toLocaleString('en-US')} over ${pair.best.posts} posts, ${pair.worst.label} ${Math.round(pair.worst.avgReach).toLocaleString('en-US')} over ${pair.worst.posts} posts.`,
  };
}

/** "Captions of 150–299 characters engage 1.6× better than under 50": one advice per grouping. */
function groupAdvice(id: string, groups: ContentGroup[], phrase: (best: ContentGroup, worst: ContentGroup, ratio: string) => string): Candidate | null {
  const pair = bestAndWorst(groups, 'avgPublicEr');
  if (!pair || pair.ratio < 1.15) return null;
  return {
    id,
    strength: pair.ratio,
    text: phrase(pair.best, pair.worst, times(pair.ratio)),
    basis: `Mean public ER: ${pair.best.label} ${percent(pair.best.avgPublicEr)} over ${pair.best.posts} posts, ${pair.worst.label} ${percent(pair.worst.avgPublicEr)} over ${pair.worst.posts} posts.`,
  };
}

function hashtagAdvice(figures: Figures): Candidate | null {
  const best = trusted(figures.topHashtags, 'avgPublicEr')[0];
  if (!best) return null;
  const worst = trusted(figures.bottomHashtags, 'avgPublicEr')[0];
  return {
    id: 'hashtags',
    strength: 1.1,
    text: `Keep using ${best.label}${worst && worst.key !== best.key ? ` and drop ${worst.label}` : ''}: posts with it average ${percent(best.avgPublicEr)} public ER.`,
    basis: `${best.label}: ${best.posts} posts${worst ? `; ${worst.label}: ${worst.posts} posts at ${percent(worst.avgPublicEr)}` : ''}.`,
  };
}

/** Concrete advice from this account's own figures, strongest effect first; none from groups under 5 posts. */
export function recommend(figures: Figures, recentFormats: Map<string, number>): Recommendation[] {
  const candidates = [
    formatAdvice(figures, recentFormats),
    groupAdvice('caption-length', figures.captionLengths, (b, w, r) => `Write captions of ${b.label.toLowerCase()}: they engage ${r} better than ${w.label.toLowerCase()}.`),
    groupAdvice('hashtag-count', figures.hashtagCounts, (b, w, r) => `Use ${b.label.toLowerCase()}: those posts engage ${r} better than with ${w.label.toLowerCase()}.`),
    groupAdvice('weekday', figures.weekdays, (b, w, r) => `Post on ${b.label}s: they engage ${r} better than ${w.label}s.`),
    groupAdvice('hour', figures.hours, (b, w, r) => `Post around ${b.label}: it engages ${r} better than ${w.label}.`),
    groupAdvice('emoji', figures.emoji, (b, w, r) => `${b.key === 'with' ? 'Add emoji to' : 'Leave emoji out of'} your captions: posts ${b.label.toLowerCase()} engage ${r} better.`),
    groupAdvice('call-to-action', figures.callToAction, (b, w, r) => `${b.key === 'with' ? 'End with a call to action' : 'Skip the call to action'}: posts ${b.label.toLowerCase()} engage ${r} better.`),
    hashtagAdvice(figures),
  ].filter((candidate): candidate is Candidate => candidate !== null);
  return candidates
    .sort((a, b) => b.strength - a.strength)
    .slice(0, MAX_RECOMMENDATIONS)
    .map(({ id, text, basis }) => ({ id, text, basis }));
}
