import type { OverviewPost } from '../../../shared/analytics';
import type { CompetitorList } from '../../../shared/competitors';
import { cutToGraphemes } from '../../../shared/graphemes';
import { calendarDateIn } from '../../../shared/period';
import { glossaryEntry, type GlossaryId } from '../../../shared/glossary';
import { hiddenLikesLeftOut } from '../../../shared/hiddenLikes';
import type { PeerComparison } from '../../../shared/peers';
import { SCHEDULED_REPORT_LABELS } from '../../../shared/schedules';
import type { Db } from '../../db/client';
import type { ScheduledReportKind } from '../../db/schema';
import { getOverview } from '../analytics/public';
import { getCompetitorList } from '../competitors/public';
import { comparePeers } from '../peers/public';
import { createComparisonReport, createCompetitorReport, dayRange } from '../reports/public';
import * as format from './format';
import { mediaTypeLabel } from '../../ai/format';
import type { SendPeriod } from './period';

/** A figure as a report shows it: its glossary name, its value, and for a dashboard its change. */
type HeadlineFigure = { label: string; value: string; change?: string };
/** A bar per account or metric; null is unknown and drawn as no bar, never as 0. */
export type BarChart = {
  title: string;
  /** The value a full bar stands for; the largest bar's when absent. */ max?: number;
  bars: { label: string; value: number | null; text: string; own: boolean }[];
};
export type LineChart = { title: string; points: { date: string; value: number | null }[] };
export type ReportTable = { title: string; columns: string[]; rows: string[][] };

/** What an e-mailed report holds, whatever its kind: the e-mail shows the headline, the PDF all of it. */
export type ReportContent = {
  title: string;
  kindLabel: string;
  username: string;
  periodText: string;
  headline: HeadlineFigure[];
  bars: BarChart | null;
  line: LineChart | null;
  tables: ReportTable[];
  notes: string[];
};

const name = (id: GlossaryId) => glossaryEntry(id).name;

/**
 * The report of a scheduled send, computed by the modules that compute it for the pages: the dashboard's
 * overview (analytics) for a summary, and the saved reports' generation (reports) for a competitor
 * analysis or a peer comparison, which also keeps a dated copy among the saved reports. `ownerId` is the
 * account's owner, who may read every figure of it.
 */
export type ReportAccount = { ownerId: string; accountId: string; username: string };

/**
 * `keep: false` is a preview: the same figures from the same computations, without the dated copy among
 * the saved reports that a send keeps.
 */
export async function reportContent(
  db: Db,
  { ownerId, accountId, username }: ReportAccount,
  kind: ScheduledReportKind,
  period: SendPeriod,
  { keep = true }: { keep?: boolean } = {},
): Promise<ReportContent> {
  if (kind === 'dashboard-summary') return dashboardContent(db, { ownerId, accountId, username }, period);
  if (kind === 'competitor-analysis') {
    const range = { accountId, from: period.from, to: period.to };
    if (!keep) return competitorContent(await getCompetitorList(db, ownerId, range));
    const report = await createCompetitorReport(db, ownerId, range);
    return competitorContent(report.results as CompetitorList);
  }
  if (!keep) return comparisonContent((await comparePeers(db, ownerId, { accountId }, new Date())).comparison);
  const report = await createComparisonReport(db, ownerId, { accountId });
  return comparisonContent(report.results as PeerComparison);
}

async function dashboardContent(db: Db, { ownerId, accountId, username }: ReportAccount, period: SendPeriod): Promise<ReportContent> {
  const overview = await getOverview(db, ownerId, { accountId, from: period.from, to: period.to });
  const { kpis } = overview;
  const figures: [GlossaryId, typeof kpis.followers, (value: number | null) => string, keyof typeof kpis][] = [
    ['followers', kpis.followers, format.count, 'followers'],
    ['net-follower-growth', kpis.netGrowth, format.signedCount, 'netGrowth'],
    ['reach', kpis.reach, format.count, 'reach'],
    ['views', kpis.views, format.count, 'views'],
    ['er-by-reach', kpis.erByReach, format.percent, 'erByReach'],
    ['public-er', kpis.publicEr, format.percent, 'publicEr'],
    ['posts-published', kpis.posts, format.count, 'posts'],
    ['avg-interactions', kpis.avgInteractions, format.decimal, 'avgInteractions'],
  ];
  return {
    title: `${SCHEDULED_REPORT_LABELS['dashboard-summary']} · @${username} · ${dayRange(overview.range.from, overview.range.to)}`,
    kindLabel: SCHEDULED_REPORT_LABELS['dashboard-summary'],
    username,
    periodText: dayRange(overview.range.from, overview.range.to),
    headline: figures.map(([id, kpi, written, key]) => ({ label: name(id), value: written(kpi.value), change: format.kpiChange(key, kpi) })),
    bars: null,
    line: { title: `${name('followers')} per day`, points: overview.series.map((day) => ({ date: day.date, value: day.followers })) },
    tables: [
      {
        title: 'This period against the one before',
        columns: ['Figure', 'This period', 'Period before', 'Change'],
        rows: figures.map(([id, kpi, written, key]) => [name(id), written(kpi.value), written(kpi.previous), format.kpiChange(key, kpi)]),
      },
      postsTable('Top posts', overview.topPosts, overview.timezone),
      postsTable('Lowest posts', overview.bottomPosts, overview.timezone),
    ],
    notes: [
      `Days read on the account's clock (${overview.timezone}). "—" is a figure Instagram did not give, never a zero.`,
      ...leftOutNote(overview.postsWithHiddenLikes, `${name('public-er')}, ${name('er-by-reach')} and ${name('avg-interactions')}`),
    ],
  };
}

/**
 * The dashboard's top or lowest posts of the period (glossary: top-posts), in the order they rank by,
 * public ER first among the columns; each caption on one line, cut at a word.
 */
function postsTable(title: string, posts: OverviewPost[], timezone: string): ReportContent['tables'][number] {
  return {
    title,
    columns: ['Post', 'Published', name('public-er'), name('er-by-reach'), name('reach')],
    rows: posts.map((post) => [
      cutToGraphemes((post.caption ?? '').replace(/\s+/g, ' ').trim(), CAPTION_CHARS) || mediaTypeLabel(post.mediaType),
      calendarDateIn(new Date(post.postedAt), timezone),
      format.percent(post.publicEr),
      format.percent(post.erByReach),
      format.count(post.reach),
    ]),
  };
}

/** Characters of a caption in a PDF table's first column: about two lines of it on A4. */
const CAPTION_CHARS = 70;

/** Which figures left posts out because their likes are hidden by the owner, and how many; nothing when none. */
function leftOutNote(posts: number, figures: string): string[] {
  const leftOut = hiddenLikesLeftOut(posts);
  return leftOut ? [`${figures}: ${leftOut}.`] : [];
}

function competitorContent(list: CompetitorList): ReportContent {
  const own = list.rows.find((row) => row.kind === 'own')!;
  const periodText = dayRange(list.range.from, list.range.to);
  return {
    title: `${SCHEDULED_REPORT_LABELS['competitor-analysis']} · @${own.username} · ${periodText}`,
    kindLabel: SCHEDULED_REPORT_LABELS['competitor-analysis'],
    username: own.username,
    periodText,
    headline: [
      { label: name('followers'), value: format.count(own.followers) },
      { label: name('net-follower-growth'), value: format.signedCount(own.followerGrowth?.net) },
      { label: name('public-er'), value: format.percent(own.publicEr) },
      { label: name('posts-per-week'), value: format.decimal(own.postsPerWeek) },
    ],
    bars: {
      title: `${name('public-er')} by account`,
      bars: list.rows.map((row) => ({ label: `@${row.username}`, value: row.publicEr, text: format.percent(row.publicEr), own: row.kind === 'own' })),
    },
    line: null,
    tables: [
      {
        title: 'Accounts compared',
        columns: ['Account', name('followers'), name('net-follower-growth'), name('posts-per-week'), name('public-er')],
        rows: list.rows.map((row) => [
          `@${row.username}${row.kind === 'own' ? ' (you)' : ''}`,
          format.count(row.followers),
          format.signedCount(row.followerGrowth?.net),
          format.decimal(row.postsPerWeek),
          format.percent(row.publicEr),
        ]),
      },
    ],
    notes: [
      `${name('public-er')}: ${list.formulas.publicEr}.`,
      ...list.rows.flatMap((row) => leftOutNote(row.postsWithHiddenLikes, `@${row.username}, ${name('public-er')}`)),
      `Days read on the account's clock (${list.timezone}).`,
    ],
  };
}

const metricText = (metric: PeerComparison['metrics'][number], value: number | null) =>
  metric.unit === 'percent' ? format.percent(value) : metric.unit === 'perWeek' ? format.decimal(value) : format.count(value);

function comparisonContent(comparison: PeerComparison): ReportContent {
  const periodText = dayRange(comparison.window.from, comparison.window.to);
  const cohort = comparison.cohort.kind === 'live' ? comparison.cohort.description : `${comparison.cohort.reason} ${comparison.cohort.source}`;
  return {
    title: `${SCHEDULED_REPORT_LABELS['user-comparison']} · @${comparison.username} · ${periodText}`,
    kindLabel: SCHEDULED_REPORT_LABELS['user-comparison'],
    username: comparison.username,
    periodText,
    headline: comparison.metrics.map((metric) => ({ label: metric.label, value: metricText(metric, metric.value) })),
    bars:
      comparison.cohort.kind === 'live'
        ? {
            title: `${name('percentile')} (0–100)`,
            max: 100,
            bars: comparison.metrics.map((metric) => ({
              label: metric.label,
              value: metric.percentile,
              text: metric.percentile === null ? format.UNKNOWN : format.count(metric.percentile),
              own: true,
            })),
          }
        : null,
    line: null,
    tables: [
      {
        title: `Against ${comparison.tier.label} accounts`,
        columns: ['Figure', 'Yours', name('percentile'), 'Peer median', name('tier-benchmark')],
        rows: comparison.metrics.map((metric) => [
          metric.label,
          metricText(metric, metric.value),
          metric.percentile === null ? format.UNKNOWN : format.count(metric.percentile),
          metricText(metric, metric.distribution?.p50 ?? null),
          metric.benchmark === null ? format.UNKNOWN : format.percent(metric.benchmark),
        ]),
      },
    ],
    notes: [cohort, `Days read on the account's clock (${comparison.timezone}).`],
  };
}
