import type { Overview } from '../../../../shared/analytics';
import { shiftDate } from '../../period';

/** A hand-made overview answer of a week for the dashboard's tests, as the server answers it. */
const kpi = (value: number | null, previous: number | null, change: number | null) => ({
  value,
  previous,
  change,
  formula: 'the formula',
  source: 'the source',
});
const post = (id: string, publicEr: number) => ({
  id,
  mediaType: 'REELS' as const,
  postedAt: '2026-11-02T18:30:00.000Z',
  caption: `Caption of ${id}`,
  permalink: `https://instagram.com/p/${id}`,
  thumbnailUrl: null,
  likes: 90,
  comments: 10,
  saves: 5,
  shares: 5,
  reach: 1_000,
  views: 3_000,
  publicEr,
  erByReach: 0.11,
});

export function overviewFor(from: string, to: string): Overview {
  return {
    accountId: 'a1',
    timezone: 'America/New_York',
    range: { from, to, days: 7 },
    previousRange: { from: shiftDate(from, -7), to: shiftDate(from, -1) },
    comparison: {
      kind: 'previous',
      range: { from: shiftDate(from, -7), to: shiftDate(from, -1), days: 7 },
      recorded: true,
      historyFrom: shiftDate(from, -30),
      series: [
        { date: shiftDate(from, -7), followers: 910, reach: 90, views: 0, interactions: 0 },
        { date: shiftDate(from, -1), followers: 960, reach: 100, views: 500, interactions: 30 },
      ],
    },
    kpis: {
      followers: { ...kpi(1_030, 960, 70 / 960), formula: 'followers on the last day of the period', source: 'daily account insights and profile snapshots' },
      netGrowth: kpi(70, 60, 10 / 60),
      reach: kpi(700, 700, 0),
      views: kpi(3_900, 1_700, 2_200 / 1_700),
      erByReach: kpi(0.1067, 0.1, 0.067),
      publicEr: kpi(0.0566, 0.0543, 0.042),
      posts: kpi(3, 2, 0.5),
      avgInteractions: kpi(60, 55, 5 / 55),
    },
    series: [
      { date: from, followers: 970, reach: 100, views: 0, interactions: 0 },
      { date: to, followers: 1_030, reach: 100, views: 3_000, interactions: 110 },
    ],
    heatmap: {
      cells: [
        { weekday: 6, hour: 18, medianPublicEr: 0.101, posts: 1 },
        { weekday: 1, hour: 18, medianPublicEr: 0.0495, posts: 1 },
      ],
      // Two posts at 18:00: under the 3 an hour needs to be ranked, so no best hour yet.
      bestTimes: {
        hours: [],
        accountMeanPublicEr: 0.0753,
        postsRated: 2,
        priorPosts: 5,
        minPosts: 3,
        timezone: 'America/New_York',
        formula: 'hours ranked by shrunk mean public ER',
      },
      sampleSize: 2,
      formula: 'median public ER of the posts published in each weekday × hour',
    },
    formats: [
      { mediaType: 'IMAGE', posts: 2, avgReach: 500, avgErByReach: 0.1 },
      { mediaType: 'REELS', posts: 1, avgReach: 1_000, avgErByReach: 0.11 },
    ],
    topPosts: [post('p1', 0.101)],
    bottomPosts: [post('p3', 0.0194)],
    postsWithHiddenLikes: 0,
  };
}
