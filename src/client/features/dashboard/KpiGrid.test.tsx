import { screen, within } from '@testing-library/react';
import type { SyncRefusal } from '../../../shared/connectors';
import { renderWithProviders } from '../../test/renderWithProviders';
import { KpiGrid } from './KpiGrid';
import { overviewFor } from './testing/overviewFixture';

const refused: SyncRefusal = {
  source: 'media_insights',
  kind: 'permission',
  code: 200,
  permission: 'instagram_manage_insights',
  message: '(#200) Requires instagram_manage_insights permission to manage the object',
  count: 3,
};

function withUnknownInsights() {
  const overview = overviewFor('2026-11-01', '2026-11-07');
  const unknown = { value: null, previous: null, change: null, formula: 'f', source: 's' };
  return { ...overview, kpis: { ...overview.kpis, views: unknown, erByReach: unknown, avgInteractions: unknown } };
}

describe('the key figures', () => {
  it('mark a figure whose source Meta refused as unknown, with the reason, instead of a number', () => {
    renderWithProviders(<KpiGrid overview={withUnknownInsights()} refusals={[refused]} />);
    const views = screen.getByRole('heading', { name: /^Views/ }).parentElement!;
    expect(within(views).getByText('—')).toBeInTheDocument();
    expect(views).toHaveTextContent('Unknown: Meta refused (instagram_manage_insights missing). See Settings → Connected accounts.');
    expect(views).not.toHaveTextContent(/\b0\b/);
    // Figures Meta served stay as they are.
    const reach = screen.getByRole('heading', { name: /^Reach/ }).parentElement!;
    expect(reach).toHaveTextContent('700');
    expect(reach).not.toHaveTextContent('Unknown');
  });

  it('say what the period lacks when a figure is unknown and Meta refused nothing (no insights yet)', () => {
    renderWithProviders(<KpiGrid overview={withUnknownInsights()} />);
    const views = screen.getByRole('heading', { name: /^Views/ }).parentElement!;
    expect(within(views).getByText('—')).toBeInTheDocument();
    expect(views).toHaveTextContent('No views recorded for this period’s posts yet.');
    expect(views).not.toHaveTextContent(/Unknown: Meta|Settings/);
  });

  it('show a day without posts as — with the reason, never as 0 or −100% (a day once showed Views 0 beside Reach 93,085)', () => {
    const overview = overviewFor('2026-11-20', '2026-11-20');
    const none = { formula: 'f', source: 's' };
    const kpis = {
      ...overview.kpis,
      reach: { ...overview.kpis.reach, value: 93_085 },
      posts: { ...overview.kpis.posts, value: 0, previous: 2, change: -1 },
      views: { ...none, value: null, previous: 274_931, change: null },
      erByReach: { ...none, value: null, previous: 0.1, change: null },
      publicEr: { ...none, value: null, previous: 0.05, change: null },
      avgInteractions: { ...none, value: null, previous: 40, change: null },
    };
    renderWithProviders(<KpiGrid overview={{ ...overview, kpis }} />);
    for (const name of [/^Views/, /^ER by reach/, /^Public ER/, /^Avg interactions per post/]) {
      const tile = screen.getByRole('heading', { name }).parentElement!;
      expect(within(tile).getByText('—')).toBeInTheDocument();
      expect(tile).toHaveTextContent('No posts published in this period.');
      expect(tile).toHaveTextContent('no comparison');
      expect(tile).not.toHaveTextContent(/−100|-100|\b0\b/);
    }
    expect(screen.getByRole('heading', { name: /^Reach/ }).parentElement!).toHaveTextContent('93,085');
  });

  it('write a fall with the true minus sign, a net loss signed, and a figure without a previous one as no comparison', () => {
    const overview = overviewFor('2026-11-01', '2026-11-07');
    const kpis = {
      ...overview.kpis,
      netGrowth: { ...overview.kpis.netGrowth, value: -56, previous: 100, change: -1.56 },
      publicEr: { ...overview.kpis.publicEr, value: 0.0543, previous: 0.0566, change: -0.0159 / 0.3893 },
      views: { ...overview.kpis.views, previous: 0, change: null },
    };
    renderWithProviders(<KpiGrid overview={{ ...overview, kpis }} />);
    const tile = (name: RegExp) => screen.getByRole('heading', { name }).parentElement!;
    expect(within(tile(/^Net follower growth/)).getByText('−56')).toBeInTheDocument();
    expect(tile(/^Net follower growth/)).toHaveTextContent('−156.0% vs previous period');
    // A rate's change is the difference of the two rates, in percentage points: 5.43% − 5.66%.
    expect(within(tile(/^Public ER/)).getByText('5.43%')).toBeInTheDocument();
    expect(within(tile(/^Public ER/)).getByText('−0.2 pp vs previous period')).toBeInTheDocument();
    expect(tile(/^Views/)).toHaveTextContent('no comparison');
    expect(tile(/^Views/)).not.toHaveTextContent(/−100|vs previous period/);
    for (const name of [/^Net follower growth/, /^Public ER/]) expect(tile(name).textContent).not.toMatch(/-\d/);
  });

  it('give a rate’s change in percentage points and a count’s relative to its previous value (docs/metrics.md#rate-changes)', () => {
    const overview = overviewFor('2026-11-01', '2026-11-07');
    const kpis = {
      ...overview.kpis,
      reach: { ...overview.kpis.reach, value: 1_042, previous: 1_000, change: 0.042 },
      // 4.72% → 5.12%: +0.4 pp, which as a relative change would read +8.5%.
      erByReach: { ...overview.kpis.erByReach, value: 0.0512, previous: 0.0472, change: 0.04 / 0.472 },
      // From 0%: no relative change exists, the difference does.
      publicEr: { ...overview.kpis.publicEr, value: 0.031, previous: 0, change: null },
    };
    renderWithProviders(<KpiGrid overview={{ ...overview, kpis }} />);
    const tile = (name: RegExp) => screen.getByRole('heading', { name }).parentElement!;
    expect(tile(/^Reach/)).toHaveTextContent('+4.2% vs previous period');
    expect(within(tile(/^ER by reach/)).getByText('5.12%')).toBeInTheDocument();
    expect(within(tile(/^ER by reach/)).getByText('+0.4 pp vs previous period')).toBeInTheDocument();
    expect(tile(/^ER by reach/)).not.toHaveTextContent('8.5%');
    expect(within(tile(/^Public ER/)).getByText('3.10%')).toBeInTheDocument();
    expect(within(tile(/^Public ER/)).getByText('+3.1 pp vs previous period')).toBeInTheDocument();
  });

  it('show a change against a comparison from before the history began as —, never a growth from part of its days', () => {
    const overview = overviewFor('2026-10-01', '2026-10-31');
    // The same days last year, of which only the last five were recorded: the base is partial.
    const comparison = { ...overview.comparison, kind: 'year' as const, range: { from: '2025-10-01', to: '2025-10-31', days: 31 }, historyFrom: '2025-10-27' };
    // Even a change an older answer carried is not shown: the card reads the same rule as the API.
    const kpis = { ...overview.kpis, posts: { ...overview.kpis.posts, value: 716, previous: 265, change: 1.702 } };
    renderWithProviders(<KpiGrid overview={{ ...overview, comparison, kpis }} />);
    for (const name of [/^Posts published/, /^Followers/, /^Reach/]) {
      const tile = screen.getByRole('heading', { name }).parentElement!;
      expect(tile).toHaveTextContent('— vs same period last year (history starts');
      expect(tile).not.toHaveTextContent(/%|Compared with/);
    }
    expect(screen.getByRole('heading', { name: /^Posts published/ }).parentElement!).not.toHaveTextContent('265');
  });
});
