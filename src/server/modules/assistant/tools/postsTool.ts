import type { OverviewPost } from '../../../../shared/analytics';
import { dateLabel } from '../../../ai/format';
import { excerpt, periodScopeOf, rankedPosts, resolvePeriod } from '../../analytics/public';
import { periodLookup, type RangeArgs } from './lookupTool';

/** As many as the dashboard's best and worst posts cards show. */
const RANKED_POSTS = 5;
const CAPTION_CHARS = 120;

export interface RankedPosts {
  /** The period as resolved on the account's clock. */
  range: RangeArgs;
  top: OverviewPost[];
  bottom: OverviewPost[];
  formula: string;
  timezone: string;
}

/**
 * A post without its thumbnail address, the caption cut to a sentence or two, and the day it was
 * published on the account's clock beside its UTC instant, so the model never reads the day off the instant.
 */
const postFigures =
  (timezone: string) =>
  ({ thumbnailUrl: _thumbnail, caption, ...post }: OverviewPost) => ({
    ...post,
    date: dateLabel(post.postedAt, timezone),
    caption: excerpt(caption, CAPTION_CHARS),
  });

export const postsTool = periodLookup<RankedPosts>({
  name: 'get_top_posts',
  subject: 'your top and bottom posts',
  description: `The ${RANKED_POSTS} best and ${RANKED_POSTS} worst posts of the selected account published in an inclusive date range (YYYY-MM-DD on the account's clock, at most 2 years), ranked by public ER, with likes, comments, saves, shares, reach, views, ER by reach, format, date, caption and link. Rates are fractions.`,
  async read(scope, range) {
    // The same ranking as the dashboard's best and worst posts cards, scoped to the user's account again.
    const account = await periodScopeOf(scope.db, scope.userId, scope.accountId);
    const { from, to, timezone } = resolvePeriod(account, range);
    const [top, bottom] = await Promise.all([
      rankedPosts(scope.db, account, from, to, 'best', RANKED_POSTS),
      rankedPosts(scope.db, account, from, to, 'worst', RANKED_POSTS),
    ]);
    const formula = 'public ER = (likes + comments) ÷ followers on the day posted; ER by reach = (likes + comments + saves + shares) ÷ reach';
    return { range: { from, to }, top, bottom, formula, timezone };
  },
  forModel: (posts) => ({ ...posts, top: posts.top.map(postFigures(posts.timezone)), bottom: posts.bottom.map(postFigures(posts.timezone)) }),
});
