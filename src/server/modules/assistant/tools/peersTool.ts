import { peerComparisonQuery, type PeerComparison } from '../../../../shared/peers';
import { getPeerComparison } from '../../peers/public';
import type { LookupTool } from './lookupTool';

const peerArgs = peerComparisonQuery.omit({ accountId: true });
type PeerArgs = { nicheId?: string; countryCode?: string };

function peerSummary(comparison: PeerComparison): string {
  const place = [comparison.nicheId, comparison.countryCode, `${comparison.tier.label} followers`].filter(Boolean).join(', ');
  return comparison.cohort.kind === 'live'
    ? `your rank among ${comparison.cohort.size} peers (${place})`
    : `your figures against the ${comparison.tier.label} tier benchmark (no peer group of 5 or more)`;
}

export const peersTool: LookupTool<PeerArgs, PeerComparison> = {
  name: 'get_peer_comparison',
  subject: 'your peer comparison',
  description:
    "Where the selected account stands among the platform's accounts of the same niche, country and follower tier over the last 30 days: for public ER, follower growth, posting frequency and average interactions, its value, its percentile (share of peers below it) and the peers' p10–p90. Cohorts under 5 accounts show no peer figures, only the published tier benchmark. nicheId and countryCode default to the account's own. Rates are fractions.",
  args: peerArgs,
  async run(scope, args) {
    const comparison = await getPeerComparison(scope.db, scope.userId, { accountId: scope.accountId, ...args });
    return { summary: peerSummary(comparison), data: comparison };
  },
  forModel: ({ accountId: _accountId, ...comparison }) => comparison,
};
