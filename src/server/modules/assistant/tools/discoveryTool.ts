import type { DiscoveryAnalytics } from '../../../../shared/discovery';
import { getDiscoveryAnalytics } from '../../discovery/public';
import { periodLookup } from './lookupTool';

/** The Discovery page's figures as the model reads them: the period's sums, without the day-by-day rows. */
const discoveryFigures = ({ accountId: _accountId, daily: _daily, ...figures }: DiscoveryAnalytics) => figures;

export const discoveryTool = periodLookup<DiscoveryAnalytics>({
  name: 'get_discovery',
  subject: 'your discovery figures',
  description:
    "Who the selected account reaches beyond its followers, in an inclusive date range (YYYY-MM-DD on the account's clock), from the Discovery page: views and reach split between followers and non-followers (with the non-follower share as a fraction), profile link taps by button, and follows and unfollows, each summed over the days Meta answered (daysAnswered). Meta keeps these for the 30 days before today (`kept`); a null figure is unknown (refused, not offered or not read), never 0.",
  read: (scope, range) => getDiscoveryAnalytics(scope.db, scope.userId, { accountId: scope.accountId, ...range }),
  forModel: discoveryFigures,
});
