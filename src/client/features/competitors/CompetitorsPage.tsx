import type { CompetitorList, CompetitorListQuery } from '../../../shared/competitors';
import { Card, CardHead, Muted } from '../../components/dataCard';
import { InfoTip } from '../../components/InfoTip';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadingSections } from '../../components/LoadingSections';
import { Page } from '../../components/Page';
import { PageToolbar, Sections } from '../../components/pageLayout';
import { AccountDataState, AccountSyncNotice, useAccountSync, useAccountPeriod, useSelectedAccount } from '../accounts';
import { DateRangePicker } from '../period';
import { GenerateReportButton } from '../reports';
import { AddCompetitorForm } from './AddCompetitorForm';
import { useCan } from '../workspaces';
import { CompetitorTrends } from './CompetitorTrends';
import { CompetitorFiguresTable, FigureFormulas } from '../figureTables';
import { useGetCompetitorsQuery } from './competitorsApi';
import { isRefreshing, useRefetchWhileRefreshing } from './RefreshStatus';
import { useCompetitorControls } from './useCompetitorControls';

const WILL_SHOW =
  'Connect a business account to add competitors. For each one you will see followers, posting frequency and public engagement rate, (likes + comments) ÷ followers, the only figures Instagram exposes for other accounts.';

function useCompetitorList(query: CompetitorListQuery, skip: boolean) {
  const list = useGetCompetitorsQuery(query, { skip });
  useRefetchWhileRefreshing(list.data?.rows.some((row) => isRefreshing(row.refresh)) ?? false, list.refetch);
  return list;
}

export default function CompetitorsPage() {
  const { account } = useSelectedAccount();
  const { range, setRange, today } = useAccountPeriod(account?.accountId);
  const query = { accountId: account?.accountId ?? '', from: range.from, to: range.to };
  const list = useCompetitorList(query, !account);
  return (
    <Page
      title="Competitors"
      about={account ? `@${account.accountName}` : undefined}
      lead={
        account
          ? `Public accounts you track, beside @${account.accountName} on the same public formulas.`
          : 'The accounts you compete with, side by side with yours.'
      }
    >
      {account ? (
        <PageToolbar>
          <DateRangePicker range={range} today={today} onChange={setRange} />
          <GenerateReportButton request={{ kind: 'competitor-analysis', body: query }} disabled={!list.data} />
        </PageToolbar>
      ) : null}
      {account ? <AccountSyncNotice accountId={account.accountId} /> : null}
      {!account ? <AccountDataState icon="competitors" willShow={WILL_SHOW} whenConnected="" /> : null}
      {account && list.isError ? <LoadFailed title="The competitors could not be loaded" error={list.error} onRetry={() => void list.refetch()} /> : null}
      {account && !list.isError && !list.data ? <LoadingSections label="Loading the competitors" heights={[140, 320]} /> : null}
      {account && list.data ? (
        <CompetitorsContent accountId={account.accountId} accountName={account.accountName} list={list.data} refreshing={list.isFetching} />
      ) : null}
    </Page>
  );
}

type ContentProps = { accountId: string; accountName: string; list: CompetitorList; refreshing: boolean };

function CompetitorsContent({ accountId, accountName, list, refreshing }: ContentProps) {
  const controls = useCompetitorControls();
  const { firstSync } = useAccountSync(accountId);
  const tracked = list.rows.some((row) => row.kind === 'competitor');
  const mayAdd = useCan('competitors.add');
  return (
    <Sections aria-busy={refreshing}>
      <Card aria-labelledby="add-competitor-title">
        <CardHead>
          <h2 id="add-competitor-title">Add a competitor</h2>
        </CardHead>
        {mayAdd.allowed ? <AddCompetitorForm accountId={accountId} list={list} /> : <Muted>{mayAdd.reason}.</Muted>}
      </Card>
      <Card aria-labelledby="competitor-table-title">
        <CardHead>
          <h2 id="competitor-table-title">Side by side</h2>
          <InfoTip label="the competitor figures" entry="competitor-figures">
            Public figures only: Instagram shares followers, posts, likes and comments for other accounts, so your account is measured the same way. Public ER ={' '}
            {list.formulas.publicEr}.
          </InfoTip>
        </CardHead>
        <Muted>Your account stays on the first row, for reference. Select a column heading to sort.</Muted>
        <CompetitorFiguresTable list={list} extraColumns={controls.columns} ownSyncing={firstSync} />
        {tracked ? null : (
          <Muted>{mayAdd.allowed ? 'No competitors yet: add one by username above to see it beside your account.' : 'No competitors yet.'}</Muted>
        )}
        <FigureFormulas formulas={list.formulas} />
      </Card>
      {tracked ? <CompetitorTrends accountId={accountId} accountName={accountName} range={list.range} /> : null}
      {controls.dialog}
    </Sections>
  );
}
