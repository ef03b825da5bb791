/**
 * One comparison of the content assistant ("150–299 characters beat 50–149"): the best and the worst
 * group with enough posts, the ratio of their means and its interval (meanRatio.ts), and a verdict:
 * decided when the interval leaves out 1, otherwise "not enough posts yet to tell" with the counts.
 */
import { RELIABLE_POSTS, type EffectInterval, type UndecidedComparison } from '../../../shared/analytics';
import { excludesNoDifference, meanRatioInterval, pairsAmong, type RatioInterval, type SampleStats } from './meanRatio';

export type Metric = EffectInterval['metric'];
/** A group of posts with its statistics for the metric compared. */
export type Side = { label: string; stats: SampleStats };

const METHOD = 'ratio of means; Welch t interval on the log ratio (delta method), Bonferroni-adjusted over the comparisons offered';

export type Verdict = { decided: true; effect: EffectInterval } | { decided: false; undecided: UndecidedComparison };

export const ratioText = (ratio: number) => `${ratio.toFixed(1)}×`;
export const intervalText = (effect: Pick<EffectInterval, 'low' | 'high' | 'confidence' | 'comparisons'>, unit = 'pairs') =>
  `${Math.round(effect.confidence * 100)}% CI ${effect.low.toFixed(2)}–${effect.high.toFixed(2)}×${effect.comparisons > 1 ? `, simultaneous over ${effect.comparisons} ${unit}` : ''}`;

function effectOf(metric: Metric, better: Side, worse: Side, interval: RatioInterval): EffectInterval {
  const side = ({ label, stats }: Side) => ({ label, posts: stats.n, mean: stats.mean });
  return {
    metric,
    ratio: interval.ratio,
    low: interval.low,
    high: interval.high,
    confidence: interval.confidence,
    comparisons: interval.comparisons,
    method: METHOD,
    better: side(better),
    worse: side(worse),
  };
}

/** Whether the interval of better ÷ worse lies wholly above 1; undecided (with its counts) otherwise. */
export function judge(id: string, title: string, metric: Metric, better: Side, worse: Side, comparisons: number, unit?: string): Verdict {
  const interval = meanRatioInterval(better.stats, worse.stats, comparisons);
  if (interval && excludesNoDifference(interval) && interval.ratio > 1) return { decided: true, effect: effectOf(metric, better, worse, interval) };
  const effect = interval ? effectOf(metric, better, worse, interval) : null;
  const groups = [better, worse].map(({ label, stats }) => ({ label, posts: stats.n }));
  const detail = effect
    ? `${better.label} against ${worse.label}: ${ratioText(effect.ratio)} (${intervalText(effect, unit)}) over ${better.stats.n} and ${worse.stats.n} posts`
    : `${better.label} ${better.stats.n} posts, ${worse.label} ${worse.stats.n}`;
  return { decided: false, undecided: { id, text: `${title}: not enough posts yet to tell (${detail}).`, groups, effect } };
}

/** Too few posts in every group but one: nothing to compute, the counts say why. */
export function tooFewPosts(id: string, title: string, groups: readonly Side[]): UndecidedComparison {
  const counted = groups.map(({ label, stats }) => ({ label, posts: stats.n })).sort((a, b) => b.posts - a.posts);
  const counts = counted.map((g) => `${g.label}: ${g.posts}`).join(', ');
  return { id, text: `${title}: not enough posts yet to tell (each side needs ${RELIABLE_POSTS} posts; ${counts}).`, groups: counted, effect: null };
}

/** Groups with enough posts, and a positive mean, for the metric. */
export const eligible = <G extends Side>(groups: readonly G[]) => groups.filter((g) => g.stats.n >= RELIABLE_POSTS && g.stats.mean > 0);

/**
 * The best against the worst of a grouping's eligible groups, simultaneous over every pair among them.
 * null when fewer than two groups have any post (nothing to compare).
 */
export function bestAgainstWorst(id: string, title: string, metric: Metric, groups: readonly Side[]): Verdict | null {
  if (groups.filter((g) => g.stats.n > 0).length < 2) return null;
  const ranked = eligible(groups).sort((a, b) => b.stats.mean - a.stats.mean);
  if (ranked.length < 2) return { decided: false, undecided: tooFewPosts(id, title, groups) };
  return judge(id, title, metric, ranked[0], ranked[ranked.length - 1], pairsAmong(ranked.length));
}
