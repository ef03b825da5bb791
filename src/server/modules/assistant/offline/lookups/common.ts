/** Pieces shared by the offline answers written from lookups. */
import type { ContentGroup } from '../../../../../shared/analytics';
import { formatFigureChange, type FigureChange } from '../../../../../shared/change';
import { formatCount, formatPercent, markdownTable } from '../../../../ai/format';
import type { LookupOutcome } from '../../tools/accountLookups';

/** A change as the glossary tells it (shared/change.ts): "+12.3%" relative, "+0.4 pp" for a rate; unknown → "—". */
export const changeLabel = (change: FigureChange | null): string => formatFigureChange(change, 'en-GB');

/**
 * The "looked up" lines first (they name what was read and for which period), then the answer.
 * No footer: how to connect a model belongs in Settings and the README, not in an answer.
 */
export function withLookedUp(lines: readonly string[], ...sections: (string | null)[]): string {
  return [...lines, ...sections.filter((s): s is string => s !== null)].join('\n\n');
}

/** A lookup that failed: its line says why; `hint` says how to ask so that it works. */
export function failedAnswer(outcome: Extract<LookupOutcome<unknown>, { ok: false }>, hint: string): string {
  return withLookedUp([outcome.line], hint);
}

export const NO_POSTS = 'No posts were published in this period. Try a longer range, such as “last 90 days”.';

export const RANGE_HINT = 'Ask about a range of at most two years, such as “last month”, “this week”, “last 30 days” or “2026-10-01 to 2026-10-31”.';

/** A content page group's mean reach, unknown (not 0) when Meta shared no reach for its posts. */
const reachCell = (group: ContentGroup) => (group.avgReach === null ? 'not shared by Meta' : formatCount(group.avgReach));

const enoughPosts = (group: ContentGroup) => (group.reliable ? 'yes' : 'under 5 posts');

/** Groups of the content page (formats, hashtags…) as a table: posts, mean public ER, mean reach, whether there are enough posts. */
export function groupTable(firstColumn: string, groups: readonly ContentGroup[], withReach = true): string {
  const header = withReach ? [firstColumn, 'Posts', 'Mean public ER', 'Mean reach', 'Reliable'] : [firstColumn, 'Posts', 'Mean public ER', 'Reliable'];
  return markdownTable(
    header,
    groups.map((g) =>
      withReach
        ? [g.label, g.posts, formatPercent(g.avgPublicEr), reachCell(g), enoughPosts(g)]
        : [g.label, g.posts, formatPercent(g.avgPublicEr), enoughPosts(g)],
    ),
  );
}

/** The group with the highest mean public ER among those with enough posts to trust; null if none. */
export function bestReliable(groups: readonly ContentGroup[]): ContentGroup | null {
  return bestOf(groups.filter((g) => g.reliable));
}

/** The group with the highest mean public ER (more posts first on a tie); null when none has one. */
export function bestOf(groups: readonly ContentGroup[]): ContentGroup | null {
  const rated = groups.filter((g) => g.avgPublicEr !== null).sort((a, b) => b.avgPublicEr! - a.avgPublicEr! || b.posts - a.posts);
  return rated[0] ?? null;
}
