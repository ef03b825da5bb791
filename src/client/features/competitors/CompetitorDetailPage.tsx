import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { CompetitorAnalytics, CompetitorProfile } from '../../../shared/competitors';
import { statusOf } from '../../api/errors';
import { useAppDispatch } from '../../base/hooks';
import { Skeleton, TwoColumns } from '../../components/dataCard';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadingSections } from '../../components/LoadingSections';
import { Page } from '../../components/Page';
import { Sections } from '../../components/pageLayout';
import { BackLink } from '../../components/BackLink';
import { useAccountPeriod, useSelectedAccount } from '../accounts';
import { PostingHeatmap } from '../dashboard';
import { DateRangePicker } from '../period';
import { BreakoutPosts } from './BreakoutPosts';
import { CompetitorHistory } from './CompetitorHistory';
import { CompetitorProfileCard } from './CompetitorProfileCard';
import { competitorsApi, useGetCompetitorAnalyticsQuery, useGetCompetitorQuery } from './competitorsApi';
import { ContentMix } from './ContentMix';
import { RecentPosts } from './RecentPosts';
import { isRefreshing, useRefetchWhileRefreshing } from './RefreshStatus';
import { SideBySide } from './SideBySide';
import { appPath } from '../../../shared/pagePaths';

const BackToList = <BackLink to={appPath('competitors')}>← All competitors</BackLink>;

export default function CompetitorDetailPage() {
  const { id = '' } = useParams();
  const profile = useGetCompetitorQuery(id);
  useRefetchWhileRefreshing(isRefreshing(profile.data?.refresh), profile.refetch);
  useReloadAfterRefresh(profile.data?.refresh.lastRefreshedAt);
  // An id that is not a competitor's (400) or not this user's (404) is the same thing to the reader.
  const status = statusOf(profile.error);
  if (status === 404 || status === 400) {
    return (
      <Page title="Competitor">
        {BackToList}
        <EmptyState icon="competitors" title="Competitor not found" action={<Link to={appPath('competitors')}>Go to your competitors</Link>}>
          This competitor does not exist or is no longer tracked: it may have been removed.
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page
      title={profile.data ? `@${profile.data.username}` : 'Competitor'}
      lead={profile.data ? 'A tracked competitor, on the public figures Instagram shares.' : undefined}
    >
      {BackToList}
      {profile.isError ? <LoadFailed title="The competitor could not be loaded" error={profile.error} onRetry={() => void profile.refetch()} /> : null}
      {!profile.isError && !profile.data ? <Skeleton $height={180} role="status" aria-label="Loading the competitor" /> : null}
      {profile.data ? <CompetitorDetails profile={profile.data} /> : null}
    </Page>
  );
}

/** Once a refresh has brought new figures (its time stamp moved), the history, analytics and posts are read again. */
function useReloadAfterRefresh(lastRefreshedAt: string | null | undefined) {
  const dispatch = useAppDispatch();
  const seen = useRef(lastRefreshedAt);
  useEffect(() => {
    if (seen.current !== undefined && seen.current !== lastRefreshedAt) dispatch(competitorsApi.util.invalidateTags(['Competitors']));
    seen.current = lastRefreshedAt;
  }, [dispatch, lastRefreshedAt]);
}

function CompetitorDetails({ profile }: { profile: CompetitorProfile }) {
  // A competitor's days are counted on the clock of the account that tracks it (the selected one).
  const { account } = useSelectedAccount();
  const { range, setRange, today } = useAccountPeriod(account?.accountId);
  const analytics = useGetCompetitorAnalyticsQuery({ id: profile.id, from: range.from, to: range.to });
  return (
    <Sections>
      <CompetitorProfileCard profile={profile} />
      <DateRangePicker range={range} today={today} onChange={setRange} />
      {analytics.isError ? (
        <LoadFailed title="The competitor's figures could not be loaded" error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : null}
      {!analytics.isError && !analytics.data ? <LoadingSections label="Loading the competitor's figures" heights={[260, 260]} /> : null}
      {analytics.data ? <AnalyticsSections analytics={analytics.data} username={profile.username} refreshing={analytics.isFetching} /> : null}
      <RecentPosts
        competitorId={profile.id}
        breakoutRule={analytics.data?.breakouts.formula ?? 'a post above twice the competitor’s median public ER.'}
        timezone={analytics.data?.heatmap.timezone}
      />
    </Sections>
  );
}

function AnalyticsSections({ analytics, username, refreshing }: { analytics: CompetitorAnalytics; username: string; refreshing: boolean }) {
  return (
    <Sections aria-busy={refreshing}>
      <CompetitorHistory analytics={analytics} username={username} />
      <TwoColumns>
        <SideBySide analytics={analytics} username={username} />
        <BreakoutPosts breakouts={analytics.breakouts} timezone={analytics.heatmap.timezone} />
      </TwoColumns>
      <TwoColumns>
        <ContentMix analytics={analytics} username={username} />
      </TwoColumns>
      <PostingHeatmap heatmap={analytics.heatmap} timezone={analytics.heatmap.timezone} title="Posting pattern" planWithAssistant={false} />
    </Sections>
  );
}
