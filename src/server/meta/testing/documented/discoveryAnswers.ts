import { namedPermissionMissing, served, totalValue } from './graphAnswers';
import { emptyDataSet, INSIGHTS_REFERENCE } from './audienceAnswers';
import type { DocumentedRoute } from './documentedServer';
import { DOCUMENTED_IG_USER } from './accountAnswers';

/**
 * Discovery answers as the Instagram Account Insights reference documents a `metric_type=total_value` read
 * with a breakdown (https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights,
 * "Sample Response": `total_value.value` and `total_value.breakdowns[{ dimension_keys, results[{ dimension_values,
 * value }] }]`; the page's sample splits `reach` by `media_product_type`, the same shape carries `follow_type`).
 * The user id is the page's example id. Each metric shows one documented case:
 * - `reach` by follow_type: served;
 * - `follows_and_unfollows` by follow_type: a breakdown without a total value (summed by the parser);
 * - `views`: an empty data set, which the page's "Limitations" say means unavailable "instead of 0";
 * - `profile_links_taps`: refused for a missing permission (error 200, Graph's error-handling page,
 *   https://developers.facebook.com/docs/graph-api/guides/error-handling ).
 */
/** Documented-shape reach of a day: 224 accounts, 91 of them followers. */
export const DOCUMENTED_REACH = { total: 224, FOLLOWER: 91, NON_FOLLOWER: 133 } as const;
/** Documented-shape follows and unfollows of a day: 12 followed (FOLLOWER), 3 unfollowed (NON_FOLLOWER). */
export const DOCUMENTED_FOLLOWS = { FOLLOWER: 12, NON_FOLLOWER: 3 } as const;

/** One day's metric split by follow_type, as the sample's total_value (`total` left out where Meta gives none). */
const byFollowType = (name: string, title: string, description: string, split: { FOLLOWER: number; NON_FOLLOWER: number }, total?: number) =>
  served(INSIGHTS_REFERENCE, {
    data: [
      {
        name,
        period: 'day',
        title,
        description,
        total_value: totalValue(
          ['follow_type'],
          [
            [['FOLLOWER'], split.FOLLOWER],
            [['NON_FOLLOWER'], split.NON_FOLLOWER],
          ],
          total,
        ),
        id: `${DOCUMENTED_IG_USER}/insights/${name}/day`,
      },
    ],
  });

const reach = byFollowType(
  'reach',
  'Accounts reached',
  'The number of unique accounts that have seen your content, at least once, including in ads.',
  DOCUMENTED_REACH,
  DOCUMENTED_REACH.total,
);

const followsAndUnfollows = byFollowType(
  'follows_and_unfollows',
  'Follows and unfollows',
  'The number of accounts that followed you and the number of accounts that unfollowed you or left Instagram in the selected time period.',
  DOCUMENTED_FOLLOWS,
);

/**
 * The reference's own "Sample Response" for `reach` with `breakdown=media_product_type`: a total of 224 split by
 * the kind of media (CAROUSEL_CONTAINER, POST). Asked by follow_type, it holds no value of that breakdown.
 */
export const reachByMediaProductType = served(INSIGHTS_REFERENCE, {
  data: [
    {
      name: 'reach',
      period: 'day',
      title: 'Accounts reached',
      description: 'The number of unique accounts that have seen your content, at least once, including in ads.',
      total_value: totalValue(
        ['media_product_type'],
        [
          [['CAROUSEL_CONTAINER'], 100],
          [['POST'], 124],
        ],
        224,
      ),
      id: `${DOCUMENTED_IG_USER}/insights/reach/day`,
    },
  ],
});

/**
 * The same answer with two breakdowns asked at once (`breakdown=media_product_type,follow_type`): one
 * breakdown whose dimension_keys list both, each result's dimension_values in that order, so follow_type is the
 * second value of each.
 */
export const reachByMediaAndFollowType = served(INSIGHTS_REFERENCE, {
  data: [
    {
      name: 'reach',
      period: 'day',
      title: 'Accounts reached',
      description: 'The number of unique accounts that have seen your content, at least once, including in ads.',
      total_value: totalValue(
        ['media_product_type', 'follow_type'],
        [
          [['CAROUSEL_CONTAINER', 'FOLLOWER'], 40],
          [['CAROUSEL_CONTAINER', 'NON_FOLLOWER'], 60],
          [['POST', 'FOLLOWER'], 51],
          [['POST', 'NON_FOLLOWER'], 73],
        ],
        224,
      ),
      id: `${DOCUMENTED_IG_USER}/insights/reach/day`,
    },
  ],
});

/** Answers the sync's total_value reads of the documented account; other insights fall through to accountAnswers.ts. */
export const documentedDiscoveryRoute: DocumentedRoute = (path, query) => {
  if (path !== `/${DOCUMENTED_IG_USER}/insights` || query.get('metric_type') !== 'total_value') return null;
  const metric = query.get('metric');
  if (metric === 'reach') return reach;
  if (metric === 'follows_and_unfollows') return followsAndUnfollows;
  if (metric === 'views') return emptyDataSet;
  return namedPermissionMissing;
};
