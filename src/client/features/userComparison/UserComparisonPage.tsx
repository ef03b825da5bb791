import type { PeerComparison } from '../../../shared/peers';
import { Card, CardHead } from '../../components/dataCard';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadingSections } from '../../components/LoadingSections';
import { Page } from '../../components/Page';
import { PageToolbar, Sections } from '../../components/pageLayout';
import { useQueryParams } from '../../lib/useQueryParams';
import { AccountDataState, AccountSyncNotice, useAccountSync, useSelectedAccount } from '../accounts';
import { GenerateReportButton } from '../reports';
import { PeerGroupPicker, type PeerGroup } from './PeerGroupPicker';
import { useGetPeerComparisonQuery } from './peersApi';
import { CohortNote, PeerFormulas, PeerMetricGrid } from '../figureTables';

const WILL_SHOW =
  'With a connected account you will see your percentile among accounts of the same niche and country in your follower tier. Cohorts smaller than 5 accounts fall back to published tier benchmarks, with the source named.';

/** The niche and country chosen on this page, kept in the URL; absent, the server uses the account's settings. */
function usePeerGroupParams() {
  const [params, updateParams] = useQueryParams();
  const chosen = { nicheId: params.get('niche') ?? undefined, countryCode: params.get('country') ?? undefined };
  const choose = (group: PeerGroup) => updateParams({ niche: group.nicheId, country: group.countryCode });
  return { chosen, choose };
}

export default function UserComparisonPage() {
  const { account } = useSelectedAccount();
  const { chosen, choose } = usePeerGroupParams();
  const comparison = useGetPeerComparisonQuery({ accountId: account?.accountId ?? '', ...chosen }, { skip: !account });
  // During the account's first sync its own figures are partial: no percentile is shown from them.
  const { firstSync } = useAccountSync(account?.accountId, comparison.fulfilledTimeStamp);
  const data = comparison.data;
  const group = { nicheId: chosen.nicheId ?? data?.nicheId ?? '', countryCode: chosen.countryCode ?? data?.countryCode ?? '' };
  const reportBody = {
    accountId: account?.accountId ?? '',
    ...(group.nicheId ? { nicheId: group.nicheId } : {}),
    ...(group.countryCode ? { countryCode: group.countryCode } : {}),
  };
  return (
    <Page
      title="User Comparison"
      about={account ? `@${account.accountName}` : undefined}
      lead={
        account
          ? `Where @${account.accountName} stands among accounts of the same niche, country and follower tier.`
          : 'Where you stand among accounts like yours.'
      }
    >
      {account ? (
        <PageToolbar>
          <PeerGroupPicker value={group} onChange={choose} />
          <GenerateReportButton request={{ kind: 'user-comparison', body: reportBody }} disabled={!data} />
        </PageToolbar>
      ) : null}
      {account ? <AccountSyncNotice accountId={account.accountId} /> : null}
      {!account ? <AccountDataState icon="compare" willShow={WILL_SHOW} whenConnected="" /> : null}
      {account && comparison.isError ? (
        <LoadFailed title="The comparison could not be loaded" error={comparison.error} onRetry={() => void comparison.refetch()} />
      ) : null}
      {account && !comparison.isError && !data ? <LoadingSections label="Loading the comparison" heights={[80, 360]} /> : null}
      {account && data && !firstSync ? <ComparisonContent comparison={data} refreshing={comparison.isFetching} /> : null}
    </Page>
  );
}

function ComparisonContent({ comparison, refreshing }: { comparison: PeerComparison; refreshing: boolean }) {
  return (
    <Sections aria-busy={refreshing}>
      <CohortNote comparison={comparison} />
      <PeerMetricGrid comparison={comparison} />
      <Card aria-labelledby="peer-formulas-title">
        <CardHead>
          <h2 id="peer-formulas-title">How these figures are computed</h2>
        </CardHead>
        <PeerFormulas comparison={comparison} />
      </Card>
    </Sections>
  );
}
