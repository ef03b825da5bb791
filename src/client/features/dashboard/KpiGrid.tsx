import styled from 'styled-components';
import { mobileQuery } from '../../base/theme';
import type { Kpi, Overview } from '../../../shared/analytics';
import type { SyncRefusal, SyncSource } from '../../../shared/connectors';
import type { GlossaryId } from '../../../shared/glossary';
import { HIDDEN_LIKES_REASON } from '../../../shared/hiddenLikes';
import { FigureTile, FigureValue, UnknownReason, WideFigureGrid } from '../../components/dataCard';
import { HiddenLikesNote } from '../../components/HiddenLikes';
import { InfoTip } from '../../components/InfoTip';
import { AskAssistantButton } from '../chat';
import { kpiChange, type FigureChange } from '../../../shared/change';
import { comparisonPredatesHistory } from '../../../shared/period';
import { formatChange, formatCount, formatDay, formatDecimal, formatPercent, formatPeriod, formatSignedCount, UNKNOWN } from '../../lib/format';

const Grid = styled(WideFigureGrid)`
  ${mobileQuery} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Tile = styled(FigureTile)`
  > button {
    align-self: flex-start;
    margin-left: -${({ theme }) => theme.space.sm};
  }
`;

const Value = styled(FigureValue)`
  overflow-wrap: anywhere;
`;

const Change = styled.p<{ $tone: 'up' | 'down' | 'flat' }>`
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'up' ? theme.colors.success : $tone === 'down' ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

type KpiKey = keyof Overview['kpis'];
const CARDS: { key: KpiKey; label: string; entry: GlossaryId; format: (value: number | null) => string }[] = [
  { key: 'followers', label: 'Followers', entry: 'followers', format: formatCount },
  { key: 'netGrowth', label: 'Net follower growth', entry: 'net-follower-growth', format: formatSignedCount },
  { key: 'reach', label: 'Reach', entry: 'reach', format: formatCount },
  { key: 'views', label: 'Views', entry: 'views', format: formatCount },
  { key: 'erByReach', label: 'ER by reach', entry: 'er-by-reach', format: (value) => formatPercent(value) },
  { key: 'publicEr', label: 'Public ER', entry: 'public-er', format: (value) => formatPercent(value) },
  { key: 'posts', label: 'Posts published', entry: 'posts-published', format: formatCount },
  { key: 'avgInteractions', label: 'Avg interactions per post', entry: 'avg-interactions', format: (value) => formatDecimal(value) },
];

/** The sync sources each figure is computed from: a refusal of one of them is why the figure is unknown. */
const SOURCES: Record<KpiKey, SyncSource[]> = {
  followers: ['profile'],
  netGrowth: ['profile'],
  reach: ['account_insights'],
  views: ['media_insights'],
  erByReach: ['media_insights'],
  publicEr: ['media'],
  posts: ['media'],
  avgInteractions: ['media_insights'],
};

/** Why a figure is unknown, in a few words, when the last sync says Meta refused its source. */
function unknownReason(key: KpiKey, refusals: SyncRefusal[]): string | null {
  const refusal = refusals.find((candidate) => SOURCES[key].includes(candidate.source));
  if (!refusal) return null;
  if (refusal.kind === 'permission') return `Unknown: Meta refused (${refusal.permission ?? 'a permission'} missing)`;
  if (refusal.kind === 'not_offered') return 'Unknown: Meta does not offer it for this account';
  return 'Unknown: Meta could not serve it; the sync retries';
}

/** Figures computed over the period's posts: with no post there is nothing to average or sum, which is not 0. */
const POST_FIGURES: ReadonlySet<KpiKey> = new Set(['views', 'erByReach', 'publicEr', 'avgInteractions']);

/** Why a figure is unknown when Meta refused nothing: what the period lacks (docs/metrics.md#unknown-values). */
const MISSING_BASIS: Record<KpiKey, string> = {
  followers: 'No follower count recorded yet',
  netGrowth: 'No follower counts recorded to measure it from in this period',
  reach: 'No daily reach recorded for these days',
  views: 'No views recorded for this period’s posts yet',
  erByReach: 'No reach recorded for this period’s posts yet',
  publicEr: 'No follower count to rate this period’s posts on',
  posts: 'Posts not read yet',
  avgInteractions: 'No saves and shares recorded for this period’s posts yet',
};

/** The figures built on likes: a post whose likes its owner hides is left out of them (docs/metrics.md#likes). */
const LIKES_FIGURES: ReadonlySet<KpiKey> = new Set(['erByReach', 'publicEr', 'avgInteractions']);

/** Why an unknown figure is unknown: Meta's refusal (with where to fix it), else the basis the period lacks. Never a number. */
function missingBasisReason(key: KpiKey, overview: Overview, refusals: SyncRefusal[]): string {
  const refused = unknownReason(key, refusals);
  if (refused) return `${refused}. See Settings → Connected accounts.`;
  if (POST_FIGURES.has(key) && overview.kpis.posts.value === 0) return 'No posts published in this period.';
  if (LIKES_FIGURES.has(key) && overview.postsWithHiddenLikes > 0 && overview.postsWithHiddenLikes === overview.kpis.posts.value)
    return `Unknown: the likes of every post of this period are ${HIDDEN_LIKES_REASON}.`;
  return `${MISSING_BASIS[key]}.`;
}

const amountOf = (change: FigureChange) => (change.unit === 'relative' ? change.ratio : change.points);
const toneOf = (change: FigureChange | null) => (change === null || amountOf(change) === 0 ? 'flat' : amountOf(change) > 0 ? 'up' : 'down');

// A word, not a figure: smaller than one, so it fits a two-column phone tile whole.
const Pending = styled(FigureValue)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  ${mobileQuery} {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

/**
 * A figure during the account's first sync: what is stored so far is part of its history, so the
 * tile says the figure is coming instead of showing a partial count (Posts 0, Views 0) as final.
 */
function PendingTile({ label, entry, kpi }: { label: string; entry: GlossaryId; kpi: Kpi }) {
  return (
    <Tile>
      <h3>
        {label}
        <InfoTip label={label} entry={entry}>
          {kpi.formula}. Source: {kpi.source}.
        </InfoTip>
      </h3>
      <Pending>Syncing…</Pending>
      <Change $tone="flat">Shown when the first sync ends</Change>
    </Tile>
  );
}

/**
 * The headline figures, each with its change against the comparison period (none with "No comparison"), its formula, and a way to
 * ask about it; during the account's first sync (`firstSync`), none of them yet.
 */
/** The comparison in the words of a figure's change line ("+4.2% vs previous period"). */
const VERSUS: Record<Overview['comparison']['kind'], string> = {
  previous: 'vs previous period',
  year: 'vs same period last year',
  none: '',
};

/** Whether the comparison starts before the account's history: its values, and every change against them, are unknown (—). */
const predatesHistory = ({ range, historyFrom }: Overview['comparison']) => range !== null && comparisonPredatesHistory(range, historyFrom);

/**
 * A figure's change against the comparison, or why there is none: no data in that period, a period from before the
 * history began (—, never a growth from part of its days), or no comparison asked for.
 */
function changeText(change: FigureChange | null, comparison: Overview['comparison']): string | null {
  if (comparison.kind === 'none') return null;
  if (!comparison.recorded && comparison.range) return `No data for ${formatPeriod(comparison.range.from, comparison.range.to)}`;
  if (predatesHistory(comparison)) {
    const since = comparison.historyFrom ? ` (history starts ${formatDay(comparison.historyFrom)})` : '';
    return `${UNKNOWN} ${VERSUS[comparison.kind]}${since}`;
  }
  return change === null ? 'no comparison' : `${formatChange(change)} ${VERSUS[comparison.kind]}`;
}

/** The question a tile's Ask button sends, with the comparison it was read against (none when there is no change to quote). */
function askMessage(label: string, value: string, previous: string, overview: Overview, change: FigureChange | null): string {
  const { range, comparison } = overview;
  const compared = comparison.recorded && !predatesHistory(comparison) && comparison.range;
  const period =
    comparison.kind === 'year' && comparison.range
      ? `the same days last year (${comparison.range.from} to ${comparison.range.to})`
      : `the previous ${range.days} days`;
  const changed = change === null ? 'no comparison' : formatChange(change);
  const against = compared ? ` (${changed} against ${period}, when it was ${previous})` : '';
  return `My ${label.toLowerCase()} from ${range.from} to ${range.to} was ${value}${against}. What explains this, and what should I do next?`;
}

export function KpiGrid({ overview, refusals = [], firstSync = false }: { overview: Overview; refusals?: SyncRefusal[]; firstSync?: boolean }) {
  const { comparison } = overview;
  const comparedPeriod = comparison.range ? formatPeriod(comparison.range.from, comparison.range.to) : null;
  return (
    <Grid aria-label="Key figures">
      {CARDS.map(({ key, label, entry, format }) => {
        if (firstSync) return <PendingTile key={key} label={label} entry={entry} kpi={overview.kpis[key]} />;
        const kpi = overview.kpis[key];
        const value = format(kpi.value);
        const figureChange = kpiChange(key, kpi);
        const change = changeText(figureChange, comparison);
        const reason = kpi.value === null ? missingBasisReason(key, overview, refusals) : null;
        return (
          <Tile key={key}>
            <h3>
              {label}
              <InfoTip label={label} entry={entry}>
                {kpi.formula}. Source: {kpi.source}.
                {comparedPeriod && comparison.recorded && !predatesHistory(comparison) ? ` Compared with ${comparedPeriod}: ${format(kpi.previous)}.` : ''}
              </InfoTip>
            </h3>
            <Value>{value}</Value>
            {reason ? <UnknownReason>{reason}</UnknownReason> : null}
            {kpi.value !== null && LIKES_FIGURES.has(key) ? <HiddenLikesNote posts={overview.postsWithHiddenLikes} /> : null}
            {change ? <Change $tone={comparison.recorded && !predatesHistory(comparison) ? toneOf(figureChange) : 'flat'}>{change}</Change> : null}
            <AskAssistantButton label={`Ask the assistant about ${label}`} message={askMessage(label, value, format(kpi.previous), overview, figureChange)}>
              Ask
            </AskAssistantButton>
          </Tile>
        );
      })}
    </Grid>
  );
}
