import type { CompetitorRow } from '../../../shared/competitors';
import { HIDDEN_LIKES_REASON, hiddenLikesLeftOut } from '../../../shared/hiddenLikes';
import type { PeerComparison } from '../../../shared/peers';
import { formatCount, formatDecimal, formatOrdinal, formatPercent, formatSignedCount } from '../../lib/format';

type Figure = 'followers' | 'publicEr' | 'postsPerWeek' | 'growth';
const valueOf: Record<Figure, (row: CompetitorRow) => number | null> = {
  followers: (row) => row.followers,
  publicEr: (row) => row.publicEr,
  postsPerWeek: (row) => row.postsPerWeek,
  growth: (row) => row.followerGrowth?.net ?? null,
};

/** "2nd of 5": the own account's place on a figure among the accounts that have it, highest first; null when it has none. */
export function rankOf(rows: readonly CompetitorRow[], figure: Figure): { place: number; of: number } | null {
  const known = rows.filter((row) => valueOf[figure](row) !== null);
  const own = known.find((row) => row.kind === 'own');
  if (!own) return null;
  const ownValue = valueOf[figure](own)!;
  return { place: 1 + known.filter((row) => valueOf[figure](row)! > ownValue).length, of: known.length };
}

/** The account with the highest known value of a figure, or null when no account has it. */
function leaderOf(rows: readonly CompetitorRow[], figure: Figure): CompetitorRow | null {
  const known = rows.filter((row) => valueOf[figure](row) !== null);
  return known.length ? known.reduce((best, row) => (valueOf[figure](row)! > valueOf[figure](best)! ? row : best)) : null;
}

const handle = (row: CompetitorRow) => (row.kind === 'own' ? `your account (@${row.username})` : `@${row.username}`);

/**
 * "2nd of 5; the highest is @x at 3.10%", "1st of 5, the highest", or, when no other account has the
 * figure, that the account is the only one with it known.
 */
function standing(rows: readonly CompetitorRow[], figure: Figure, text: (value: number | null) => string, superlative: string): string {
  const rank = rankOf(rows, figure);
  if (!rank) return 'not ranked (no figure)';
  if (rank.of === 1) return 'the only account with this figure known';
  const leader = leaderOf(rows, figure)!;
  const place = `${formatOrdinal(rank.place)} of ${rank.of}`;
  return leader.kind === 'own' ? `${place}, ${superlative}` : `${place}; ${superlative} is ${handle(leader)} at ${text(valueOf[figure](leader))}`;
}

/**
 * What a competitor report says in words, read from its saved rows alone: where the account stands on
 * each public figure and who leads it. An unknown figure is said to be unknown, never ranked as 0.
 */
export function competitorSummary(rows: readonly CompetitorRow[]): string[] {
  const own = rows.find((row) => row.kind === 'own');
  const competitors = rows.filter((row) => row.kind === 'competitor');
  if (!own) return ['This report holds no row for the account itself.'];
  if (competitors.length === 0)
    return [`@${own.username} had ${formatCount(own.followers)} followers and no competitors were tracked, so there is nothing to compare with.`];
  return [
    `@${own.username} compared with ${competitors.length} competitor${competitors.length === 1 ? '' : 's'} on the public figures Instagram shows for any account.`,
    own.publicEr === null
      ? `Public ER: unknown for your account (${own.posts > 0 && own.postsWithHiddenLikes === own.posts ? `the likes of every post of the period are ${HIDDEN_LIKES_REASON}` : 'no post in the period'}).`
      : `Public ER: ${formatPercent(own.publicEr)}, ${standing(rows, 'publicEr', formatPercent, 'the highest')}.`,
    // Said, not hidden: the averages and public ER of these accounts are over fewer posts than they published.
    ...rows.flatMap((row) => {
      const leftOut = hiddenLikesLeftOut(row.postsWithHiddenLikes);
      return leftOut ? [`Average likes and public ER of ${handle(row)}: ${leftOut}.`] : [];
    }),
    own.followerGrowth === null
      ? 'Follower growth: unknown for your account (fewer than two follower counts recorded in the period).'
      : `Follower growth: ${formatSignedCount(own.followerGrowth.net)}, ${standing(rows, 'growth', formatSignedCount, 'the most')}.`,
    `Posting: ${formatDecimal(own.postsPerWeek)} posts per week, ${standing(rows, 'postsPerWeek', formatDecimal, 'the most')}.`,
    `Followers: ${formatCount(own.followers)}, ${standing(rows, 'followers', formatCount, 'the most')}.`,
  ];
}

/** What a peer comparison report says in words: the account's place on each metric (the cohort note above it says who it is compared with). */
export function comparisonSummary(comparison: PeerComparison, format: (metric: PeerComparison['metrics'][number]) => string): string[] {
  return comparison.metrics.map((metric) => {
    if (metric.value === null) return `${metric.label}: unknown for @${comparison.username} in this window.`;
    const standing = metric.percentile === null ? 'no peer figure to rank it against' : `above ${Math.round(metric.percentile)}% of the peer group`;
    return `${metric.label}: ${format(metric)}, ${standing}.`;
  });
}
