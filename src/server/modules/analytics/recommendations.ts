/**
 * The content assistant's advice, each a comparison of this account's own posts that stands on
 * evidence: shown only when the confidence interval of its effect (a ratio of means) leaves out "no
 * difference", otherwise listed as "not enough posts yet to tell" with the counts (comparisons.ts,
 * docs/recommendations.md). The strongest sure effect (highest lower bound) comes first.
 */
import type { Recommendation, UndecidedComparison } from '../../../shared/analytics';
import { BEST_HOURS_SHOWN, type HourRanking } from './bestTime';
import { bestAgainstWorst, eligible, intervalText, judge, ratioText, tooFewPosts, type Metric, type Side, type Verdict } from './comparisons';
import { complementStats, pooledStats, type SampleStats } from './meanRatio';

/** A group of the period's posts (a format, a caption length, a hashtag…) with its statistics. */
export type GroupEvidence = { key: string; label: string; publicErStats: SampleStats | null; reachStats: SampleStats | null };

export type Evidence = {
  formats: GroupEvidence[];
  captionLengths: GroupEvidence[];
  hashtagCounts: GroupEvidence[];
  weekdays: GroupEvidence[];
  emoji: GroupEvidence[];
  callToAction: GroupEvidence[];
  /** One group per hashtag: the posts that used it (a post counts in each of its hashtags). */
  hashtags: GroupEvidence[];
  /** Best time to post: the same ranking as the dashboard's (bestTime.ts). */
  hours: HourRanking;
};

export type Advice = { recommendations: Recommendation[]; undecided: UndecidedComparison[] };

const MAX_RECOMMENDATIONS = 6;
const FORMAT_NOUNS: Record<string, string> = { IMAGE: 'images', CAROUSEL_ALBUM: 'carousels', REELS: 'reels', VIDEO: 'videos' };
const NO_POSTS: SampleStats = { n: 0, mean: 0, variance: 0 };
const percent = (rate: number) => `${(rate * 100).toFixed(2)}%`;
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

const sides = (groups: readonly GroupEvidence[], metric: Metric): (Side & { key: string })[] =>
  groups.map(({ key, label, publicErStats, reachStats }) => ({ key, label, stats: (metric === 'reach' ? reachStats : publicErStats) ?? NO_POSTS }));

/** "Mean public ER: Mondays 10.00% over 5 posts, Wednesdays 4.00% over 5 posts; ratio 2.50×, 95% CI 2.10–2.98×." */
function basisOf(verdict: Extract<Verdict, { decided: true }>, unit?: string): string {
  const { effect } = verdict;
  const value = (mean: number) => (effect.metric === 'reach' ? Math.round(mean).toLocaleString('en-US') : percent(mean));
  const what = effect.metric === 'reach' ? 'Mean reach' : 'Mean public ER';
  const side = (s: typeof effect.better) => `${s.label} ${value(s.mean)} over ${s.posts} posts`;
  return `${what}: ${side(effect.better)}, ${side(effect.worse)}; ratio ${effect.ratio.toFixed(2)}×, ${intervalText(effect, unit)}.`;
}

type Phrase = (better: string, worse: string, ratio: string) => string;

function advice(verdict: Verdict | null, id: string, phrase: Phrase, unit?: string): Recommendation | UndecidedComparison | null {
  if (!verdict) return null;
  if (!verdict.decided) return verdict.undecided;
  const { effect } = verdict;
  return { id, text: phrase(effect.better.label, effect.worse.label, ratioText(effect.ratio)), basis: basisOf(verdict, unit), effect };
}

function formatAdvice(evidence: Evidence, recent: Map<string, number>) {
  const groups = sides(evidence.formats, 'reach');
  const verdict = bestAgainstWorst('format', 'Format', 'reach', groups);
  const key = (label: string) => groups.find((g) => g.label === label)?.key ?? label;
  const noun = (label: string) => FORMAT_NOUNS[key(label)] ?? label.toLowerCase();
  const latest = [...recent.values()].reduce((sum, n) => sum + n, 0);
  return advice(
    verdict,
    'format',
    (better, worse, ratio) =>
      `${better} reach ${ratio} more accounts than ${noun(worse)} for you; ${recent.get(key(better)) ?? 0} of your last ${latest} posts were ${noun(better)}.`,
  );
}

/**
 * The title of the posting-time advice. While the evidence cannot settle it, the dashboard's ranking is
 * still named, so the content assistant never says "not enough posts" of hours the dashboard ranks.
 */
function hourTitle({ hours }: Evidence): string {
  const ranked = hours.hours.slice(0, BEST_HOURS_SHOWN).map((h) => hourLabel(h.hour));
  if (!ranked.length) return 'Best time to post';
  const named = ranked.length === 1 ? ranked[0] : `${ranked.slice(0, -1).join(', ')} and ${ranked.at(-1)}`;
  return `Best time to post (${named} ${ranked.length === 1 ? 'ranks' : 'rank'} first, as on the dashboard)`;
}

/** Posting time: the dashboard's best hour against the weakest hour with enough posts. */
function hourAdvice(evidence: Evidence) {
  const { hours } = evidence;
  const side = (h: { hour: number; stats: SampleStats }): Side => ({ label: hourLabel(h.hour), stats: h.stats });
  const [best] = hours.hours;
  const title = hourTitle(evidence);
  if (!best)
    return hours.every.length > 1
      ? tooFewPosts(
          'hour',
          title,
          [...hours.every]
            .sort((a, b) => b.stats.n - a.stats.n)
            .slice(0, 3)
            .map(side),
        )
      : null;
  const comparable = eligible(hours.hours.map(side));
  if (!comparable.some((h) => h.label === hourLabel(best.hour)) || comparable.length < 2) {
    return tooFewPosts('hour', title, hours.hours.slice(0, 3).map(side));
  }
  const weakest = comparable.reduce((low, h) => (h.stats.mean < low.stats.mean ? h : low));
  const verdict = judge('hour', title, 'publicEr', side(best), weakest, (comparable.length * (comparable.length - 1)) / 2);
  return advice(verdict, 'hour', (b, w, r) => `Post around ${b}, your best hour: it engages ${r} better than ${w}.`);
}

const lowOf = (verdict: Verdict) => (verdict.decided ? verdict.effect.low : (verdict.undecided.effect?.low ?? 0));

/** Each hashtag against the period's posts without it; the interval is simultaneous over every hashtag tried. */
function hashtagAdvice(evidence: Evidence): (Recommendation | UndecidedComparison)[] {
  const total = pooledStats(evidence.formats.flatMap((g) => (g.publicErStats ? [g.publicErStats] : [])));
  if (!total || evidence.hashtags.length === 0) return [];
  const pairs = evidence.hashtags.flatMap(({ label, publicErStats }) => {
    const without = publicErStats && complementStats(total, publicErStats);
    return publicErStats && without ? [{ with: { label, stats: publicErStats }, without: { label: `without ${label}`, stats: without } }] : [];
  });
  const tried = pairs.filter((p) => eligible([p.with, p.without]).length === 2);
  if (tried.length === 0)
    return [
      tooFewPosts(
        'hashtags',
        'Hashtags',
        pairs.slice(0, 3).map((p) => p.with),
      ),
    ];
  const verdicts = tried.map((p) =>
    p.with.stats.mean >= p.without.stats.mean
      ? { keep: true, tag: p.with.label, verdict: judge('hashtags', 'Hashtags', 'publicEr', p.with, p.without, tried.length, 'hashtags') }
      : { keep: false, tag: p.with.label, verdict: judge('hashtags-drop', 'Hashtags', 'publicEr', p.without, p.with, tried.length, 'hashtags') },
  );
  const strongest = (keep: boolean) => verdicts.filter((v) => v.keep === keep && v.verdict.decided).sort((a, b) => lowOf(b.verdict) - lowOf(a.verdict))[0];
  const keep = strongest(true);
  const drop = strongest(false);
  const decided = [
    keep && advice(keep.verdict, 'hashtags', (_b, _w, r) => `Keep using ${keep.tag}: your posts with it engage ${r} better than those without it.`, 'hashtags'),
    drop && advice(drop.verdict, 'hashtags-drop', (_b, _w, r) => `Drop ${drop.tag}: your posts without it engage ${r} better than those with it.`, 'hashtags'),
  ].filter((a): a is Recommendation => Boolean(a));
  if (decided.length) return decided;
  const closest = verdicts.reduce((best, v) => (lowOf(v.verdict) > lowOf(best.verdict) ? v : best));
  return closest.verdict.decided ? [] : [closest.verdict.undecided];
}

function groupAdvice(id: string, title: string, groups: GroupEvidence[], phrase: Phrase) {
  return advice(bestAgainstWorst(id, title, 'publicEr', sides(groups, 'publicEr')), id, phrase);
}

/** Equal bounds (the same posts compared two ways, a weekday and its hour) keep their order, not float noise's. */
const byLowerBound = (a: Recommendation, b: Recommendation) => (Math.abs(b.effect.low - a.effect.low) > 1e-9 ? b.effect.low - a.effect.low : 0);

/** Concrete advice from this account's own figures, strongest sure effect first, and what cannot be told yet. */
export function recommend(evidence: Evidence, recentFormats: Map<string, number>): Advice {
  const lower = (label: string) => label.toLowerCase();
  const outcomes = [
    formatAdvice(evidence, recentFormats),
    groupAdvice(
      'caption-length',
      'Caption length',
      evidence.captionLengths,
      (b, w, r) => `Write captions of ${lower(b)}: they engage ${r} better than ${lower(w)}.`,
    ),
    groupAdvice(
      'hashtag-count',
      'Number of hashtags',
      evidence.hashtagCounts,
      (b, w, r) => `Use ${lower(b)}: those posts engage ${r} better than with ${lower(w)}.`,
    ),
    groupAdvice('weekday', 'Weekday', evidence.weekdays, (b, w, r) => `Post on ${b}s: they engage ${r} better than ${w}s.`),
    hourAdvice(evidence),
    groupAdvice(
      'emoji',
      'Emoji',
      evidence.emoji,
      (b, w, r) => `${b === 'With emoji' ? 'Add emoji to' : 'Leave emoji out of'} your captions: posts ${lower(b)} engage ${r} better.`,
    ),
    groupAdvice(
      'call-to-action',
      'Call to action',
      evidence.callToAction,
      (b, w, r) => `${b.startsWith('With ') ? 'End with a call to action' : 'Skip the call to action'}: posts ${lower(b)} engage ${r} better.`,
    ),
    ...hashtagAdvice(evidence),
  ].filter((outcome): outcome is Recommendation | UndecidedComparison => outcome !== null);
  const recommendations = outcomes.filter((o): o is Recommendation => 'basis' in o);
  return {
    recommendations: recommendations.sort(byLowerBound).slice(0, MAX_RECOMMENDATIONS),
    undecided: outcomes.filter((o): o is UndecidedComparison => !('basis' in o)),
  };
}
