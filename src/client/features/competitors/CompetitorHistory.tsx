import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import type { CompetitorAnalytics } from '../../../shared/competitors';
import { Card, CardHead, Muted } from '../../components/dataCard';
import { InfoTip } from '../../components/InfoTip';
import { formatCount, formatDay } from '../../lib/format';
import { ChartCard, type ChartSeries } from '../dashboard';

const SOURCE = 'from the public profile snapshot taken at every sync since tracking began (Instagram business discovery)';

/** Followers and posts on the profile, one point per snapshot day: history exists only since tracking began. */
export function CompetitorHistory({ analytics, username }: { analytics: CompetitorAnalytics; username: string }) {
  const { colors } = useTheme();
  const charts = useMemo(() => {
    const line = (label: string, column: string, color: string, values: number[]): ChartSeries[] => [{ label, column, color, values }];
    return {
      dates: analytics.history.map((day) => day.date),
      followers: line(
        'Followers',
        'followers',
        colors.focus,
        analytics.history.map((day) => day.followers),
      ),
      media: line(
        'Posts on profile',
        'media_count',
        colors.info,
        analytics.history.map((day) => day.mediaCount),
      ),
    };
  }, [analytics.history, colors]);
  const since = formatDay(analytics.trackedSince);
  const file = (table: string) => ({ account: username, table, from: analytics.range.from, to: analytics.range.to });
  if (charts.dates.length < 2) return <TooFewSnapshots analytics={analytics} since={since} />;
  return (
    <>
      <Muted>Tracked since {since}: history starts then.</Muted>
      <ChartCard
        id="competitor-followers-chart"
        title="Follower history"
        entry="follower-history"
        formula={`Followers ${SOURCE}. Tracked since ${since}.`}
        dates={charts.dates}
        series={charts.followers}
        file={file('competitor-followers')}
      />
      <ChartCard
        id="competitor-media-chart"
        title="Media count history"
        entry="media-count"
        formula={`Posts on the profile ${SOURCE}. Tracked since ${since}.`}
        dates={charts.dates}
        series={charts.media}
        file={file('competitor-media-count')}
      />
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
        <InfoTip label="the history" entry="follower-history">
          Followers and posts on the profile {SOURCE}.
        </InfoTip>
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
