import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import type { CompetitorAnalytics } from '../../../shared/competitors';
import { Card, CardHead, Muted } from '../../components/dataCard';
import { InfoTip } from '../../components/InfoTip';
import { formatCount, formatDay, formatLongDay } from '../../lib/format';
import { ChartCard, type ChartSeries } from '../dashboard';

const SOURCE = 'from the public profile snapshot taken at every sync since tracking began (Instagram business discovery)';

/** Followers and posts on the profile, one point per snapshot day: history exists only since tracking began. */
export function CompetitorHistory({ analytics }: { analytics: CompetitorAnalytics }) {
  const { colors } = useTheme();
  const charts = useMemo(() => {
    const line = (label: string, color: string, values: number[]): ChartSeries[] => [{ label, color, values }];
    return {
      dates: analytics.history.map((day) => day.date),
      followers: line('Followers', colors.focus, analytics.history.map((day) => day.followers)),
      media: line('Posts on profile', colors.info, analytics.history.map((day) => day.mediaCount)),
    };
  }, [analytics.history, colors]);
  const since = formatLongDay(analytics.trackedSince);
  if (charts.dates.length < 2) return <TooFewSnapshots analytics={analytics} since={since} />;
  return (
    <>
      <Muted>Tracked since {since}: history starts then.</Muted>
      <ChartCard id="competitor-followers-chart" title="Follower history" formula={`Followers ${SOURCE}. Tracked since ${since}.`} dates={charts.dates} series={charts.followers} />
      <ChartCard id="competitor-media-chart" title="Media count history" formula={`Posts on the profile ${SOURCE}. Tracked since ${since}.`} dates={charts.dates} series={charts.media} />
    </>
  );
}

/** One snapshot (or none) in the range draws no line: say what there is and when the trend appears. */
function TooFewSnapshots({ analytics, since }: { analytics: CompetitorAnalytics; since: string }) {
  const [only] = analytics.history;
  return (
    <Card aria-labelledby="competitor-history-title">
      <CardHead>
        <h2 id="competitor-history-title">Follower and media count history</h2>
        <InfoTip label="the history">Followers and posts on the profile {SOURCE}.</InfoTip>
      </CardHead>
      <Muted>
        Tracked since {since}: history starts then.{' '}
        {only
          ? `One snapshot in this period (${formatDay(only.date)}: ${formatCount(only.followers)} followers, ${formatCount(only.mediaCount)} posts). The trend appears from the next refresh on, one snapshot per refresh.`
          : 'No snapshot in this period: choose a period after tracking began.'}
      </Muted>
    </Card>
  );
}
