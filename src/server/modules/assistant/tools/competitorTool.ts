import type { ContentGroup } from '../../../../shared/analytics';
import { withDateRange } from '../../../../shared/analytics';
import { competitorUsername, type CompetitorAnalytics, type CompetitorPost } from '../../../../shared/competitors';
import { excerpt, getContentAnalysis } from '../../analytics/public';
import { findCompetitorByUsername, getCompetitorAnalytics, getCompetitorList } from '../../competitors/public';
import { rangeLabel } from './calendar';
import { LookupError, type LookupScope, type LookupTool } from './lookupTool';

const competitorArgs = withDateRange({ username: competitorUsername.describe('The competitor’s Instagram username, with or without @') });
type CompetitorArgs = { username: string; from: string; to: string };

/** One format's posts and mean public ER, as the competitor analytics give them, so both sides compare row by row. */
export type FormatFigure = CompetitorAnalytics['formats'][number];

export interface CompetitorComparison {
  username: string;
  analytics: CompetitorAnalytics;
  /** The account's own formats over the same range and on the same public formula (from the content analysis). */
  ownFormats: FormatFigure[];
}

const SHOWN_BREAKOUTS = 3;
const SHOWN_HASHTAGS = 5;

/** Names the competitors the account does track, read through the user-scoped list (another user's account is a 404). */
async function notTracked(scope: LookupScope, username: string, range: { from: string; to: string }): Promise<LookupError> {
  const list = await getCompetitorList(scope.db, scope.userId, { accountId: scope.accountId, ...range });
  const tracked = list.rows.filter((row) => row.kind === 'competitor').map((row) => `@${row.username}`);
  const names = tracked.length ? `the competitors it tracks are ${tracked.join(', ')}` : 'it tracks no competitors yet (add them on the Competitors page)';
  return new LookupError(`@${username} is not a competitor tracked by @${scope.username}; ${names}`);
}

const formatFigure = ({ key, posts, avgPublicEr }: ContentGroup): FormatFigure => ({ mediaType: key as FormatFigure['mediaType'], posts, avgPublicEr });

const breakoutFigures = ({ caption, igMediaId: _igMediaId, id: _id, ...post }: CompetitorPost) => ({ ...post, caption: excerpt(caption, 100) });

function comparisonFigures({ username, analytics, ownFormats }: CompetitorComparison) {
  const { sideBySide, breakouts } = analytics;
  return {
    competitor: `@${username}`,
    you: `@${sideBySide.ownUsername}`,
    range: analytics.range,
    timezone: analytics.timezone,
    trackedSince: analytics.trackedSince,
    figures: { competitor: sideBySide.competitor, you: sideBySide.own },
    publicErByFormat: {
      competitor: analytics.formats,
      you: ownFormats,
    },
    competitorTopHashtags: analytics.hashtags.slice(0, SHOWN_HASHTAGS),
    competitorBreakouts: {
      medianPublicEr: breakouts.medianPublicEr,
      threshold: breakouts.threshold,
      formula: breakouts.formula,
      posts: breakouts.posts.slice(0, SHOWN_BREAKOUTS).map(breakoutFigures),
    },
    formulas: analytics.formulas,
  };
}

export const competitorTool: LookupTool<CompetitorArgs, CompetitorComparison> = {
  name: 'get_competitor_figures',
  subject: 'the competitor',
  description:
    "A competitor the selected account tracks, by Instagram username, over an inclusive date range (YYYY-MM-DD, at most 2 years), beside the account's own figures on the same public formulas (Instagram exposes only likes and comments for other accounts): followers, follower growth, posts, posts per week, average likes and comments, public ER; public ER by format for both; the competitor's top hashtags and breakout posts. Rates are fractions.",
  args: competitorArgs,
  async run(scope, { username, from, to }) {
    const found = await findCompetitorByUsername(scope.db, scope.userId, scope.accountId, username);
    if (!found) throw await notTracked(scope, username, { from, to });
    const [analytics, content] = await Promise.all([
      getCompetitorAnalytics(scope.db, scope.userId, found.id, { from, to }),
      getContentAnalysis(scope.db, scope.userId, { accountId: scope.accountId, from, to }),
    ]);
    // The period both sides were read for, as resolved on the account's clock.
    const { range } = analytics;
    return {
      summary: `@${username} against @${scope.username} for ${rangeLabel(range.from, range.to)}`,
      data: { username, analytics, ownFormats: content.formats.map(formatFigure) },
    };
  },
  forModel: comparisonFigures,
};
