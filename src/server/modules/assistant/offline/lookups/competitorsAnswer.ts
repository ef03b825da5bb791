import type { PublicFigures } from '../../../../../shared/competitors';
import type { CompetitorStat } from '../../../../../shared/insights';
import { formatDecimal, formatPercent, markdownTable, plural, pointsApart } from '../../../../ai/format';
import type { AccountLookups, LookupOutcome } from '../../tools/accountLookups';
import { rangeLabel } from '../../tools/calendar';
import { type CompetitorComparison, competitorTool } from '../../tools/competitorTool';
import type { DateRange } from '../dateRanges';
import { withLookedUp } from './common';
import { figureCells, FIGURE_LABELS } from './competitorAnswer';
import { IN_WORDS } from './words';

/** More than this many competitors are named, not looked up: each lookup reads the account's posts again. */
const LOOKED_UP_AT_MOST = 5;

type Compared = { username: string; figures: PublicFigures };

function table(you: Compared, others: readonly Compared[]): string {
  const rows = [{ ...you, username: `${you.username} (you)` }, ...others];
  return markdownTable(
    ['Account', ...FIGURE_LABELS],
    rows.map((row) => [`@${row.username}`, ...figureCells(row.figures)]),
  );
}

function leader(rows: readonly Compared[], score: (f: PublicFigures) => number | null): Compared | null {
  const scored = rows.filter((r) => score(r.figures) !== null).sort((a, b) => score(b.figures)! - score(a.figures)!);
  return scored[0] ?? null;
}

function standouts(you: Compared, others: readonly Compared[]): string {
  const all = [you, ...others];
  const name = (row: Compared) => (row === you ? 'you' : `@${row.username}`);
  const lines: string[] = [];
  const er = leader(all, (f) => f.publicEr);
  const ownEr = you.figures.publicEr;
  if (er && er !== you && ownEr !== null)
    lines.push(
      `**Highest public ER:** ${name(er)} at ${formatPercent(er.figures.publicEr)}, ${pointsApart(er.figures.publicEr!, ownEr)} points above your ${formatPercent(ownEr)}.`,
    );
  if (er === you) lines.push(`**Highest public ER:** you, at ${formatPercent(ownEr)}.`);
  const active = leader(all, (f) => f.postsPerWeek);
  if (active)
    lines.push(
      `**Most active:** ${name(active)}, ${formatDecimal(active.figures.postsPerWeek)} posts a week${active === you ? '' : ` against your ${formatDecimal(you.figures.postsPerWeek)}`}.`,
    );
  const ahead = others.filter((o) => ownEr !== null && o.figures.publicEr !== null && ownEr > o.figures.publicEr).map((o) => `@${o.username}`);
  if (ahead.length) lines.push(`**You are ahead on public ER of** ${ahead.join(', ')}.`);
  return lines.map((l) => `- ${l}`).join('\n');
}

/** "How do I compare with my competitors?": each tracked competitor beside the account, same period, same public formulas. */
export async function competitorsAnswer(lookups: AccountLookups, range: DateRange, tracked: readonly CompetitorStat[]): Promise<string> {
  const asked = tracked.slice(0, LOOKED_UP_AT_MOST);
  const outcomes: LookupOutcome<CompetitorComparison>[] = await Promise.all(asked.map((c) => lookups.run(competitorTool, { username: c.username, ...range })));
  const found = outcomes.flatMap((o) => (o.ok ? [o.data] : []));
  const lines = outcomes.map((o) => o.line);
  // The period as the server resolved it, the same for every competitor and for the account.
  const period = found[0]?.analytics.range ?? range;
  const title = `## @${lookups.scope.username} against your competitors, ${rangeLabel(period.from, period.to)}`;
  if (found.length === 0) return withLookedUp(lines, title, 'None of your competitors could be looked up for this period.');
  const you: Compared = { username: lookups.scope.username, figures: found[0].analytics.sideBySide.own };
  const others = found.map((c) => ({ username: c.username, figures: c.analytics.sideBySide.competitor }));
  const rest = tracked.slice(LOOKED_UP_AT_MOST).map((c) => `@${c.username}`);
  return withLookedUp(
    lines,
    title,
    table(you, others),
    standouts(you, others),
    rest.length ? `You track ${plural(rest.length, 'more competitor')} (${rest.join(', ')}); ask about one by its @username.` : null,
    'Ask about one of them by @username, with a format if you like (“How did my reels do against @name?”), for formats and breakout posts.',
    `_${IN_WORDS.publicOnly} ${IN_WORDS.publicEr} ${IN_WORDS.postsPerWeek}_`,
  );
}
