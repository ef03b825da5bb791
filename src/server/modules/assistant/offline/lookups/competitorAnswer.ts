import type { PublicFigures } from '../../../../../shared/competitors';
import { hiddenLikesLeftOut } from '../../../../../shared/hiddenLikes';
import type { MediaType } from '../../../../../shared/insights';
import { excerpt } from '../../../analytics/public';
import {
  formatCount,
  formatDecimal,
  formatPercent,
  formatSigned,
  formatSignedPercent,
  markdownTable,
  mediaTypeLabel,
  plural,
  pointsApart,
} from '../../../../ai/format';
import type { AccountLookups } from '../../tools/accountLookups';
import { rangeLabel } from '../../tools/calendar';
import { competitorTool, type CompetitorComparison, type FormatFigure } from '../../tools/competitorTool';
import type { DataQuestion } from '../questions';
import { failedAnswer, RANGE_HINT, withLookedUp } from './common';
import { IN_WORDS } from './words';

const orNa = <T>(value: T | null, format: (v: T) => string) => (value === null ? 'n/a' : format(value));

/** A figure over the posts whose likes are known, saying how many it left out (hidden by their owner). */
const leavingOut = (text: string, f: PublicFigures) => {
  const leftOut = hiddenLikesLeftOut(f.postsWithHiddenLikes);
  return leftOut ? `${text} (${leftOut})` : text;
};

function growthText(growth: PublicFigures['followerGrowth']): string {
  if (!growth) return 'n/a';
  return `${formatSigned(growth.net)}${growth.percent === null ? '' : ` (${formatSignedPercent(growth.percent, 2)})`}`;
}

/** The rows of the public figures, the same for the account and any competitor. */
const FIGURE_ROWS: readonly [string, (f: PublicFigures) => string][] = [
  ['Followers', (f) => orNa(f.followers, formatCount)],
  ['Follower growth', (f) => growthText(f.followerGrowth)],
  ['Posts', (f) => formatCount(f.posts)],
  ['Posts per week', (f) => formatDecimal(f.postsPerWeek)],
  ['Average likes', (f) => leavingOut(orNa(f.avgLikes, formatCount), f)],
  ['Average comments', (f) => orNa(f.avgComments, formatCount)],
  ['Public ER', (f) => leavingOut(formatPercent(f.publicEr), f)],
];

export const FIGURE_LABELS = FIGURE_ROWS.map(([label]) => label);

export const figureCells = (figures: PublicFigures) => FIGURE_ROWS.map(([, show]) => show(figures));

function figuresTable(you: string, them: string, own: PublicFigures, rival: PublicFigures): string {
  return markdownTable(
    ['Figure', `@${you} (you)`, `@${them}`],
    FIGURE_ROWS.map(([label, show]) => [label, show(own), show(rival)]),
  );
}

const formatCell = (figure: FormatFigure | undefined) => (figure ? `${formatPercent(figure.avgPublicEr)} (${plural(figure.posts, 'post')})` : 'no posts');

function formatsTable(you: string, them: string, own: FormatFigure[], rival: FormatFigure[]): string {
  const types = [...new Set([...own, ...rival].map((f) => f.mediaType))];
  return markdownTable(
    ['Format', `@${you}`, `@${them}`],
    types.map((type) => [mediaTypeLabel(type), formatCell(own.find((f) => f.mediaType === type)), formatCell(rival.find((f) => f.mediaType === type))]),
  );
}

/** "How did my reels do against @x?": one sentence on the format asked about. */
function formatVerdict(format: MediaType, them: string, own: FormatFigure | undefined, rival: FormatFigure | undefined): string {
  const label = `${mediaTypeLabel(format)}s`;
  const ownEr = own?.avgPublicEr ?? null;
  const rivalEr = rival?.avgPublicEr ?? null;
  if (ownEr === null && rivalEr === null) return `**${label}:** neither of you published any in this period.`;
  if (ownEr === null)
    return `**${label}:** you published none in this period; @${them}’s averaged ${formatPercent(rivalEr)} public ER over ${plural(rival!.posts, 'post')}.`;
  if (rivalEr === null)
    return `**${label}:** yours averaged ${formatPercent(ownEr)} public ER over ${plural(own!.posts, 'post')}; @${them} published none in this period.`;
  const standing = ownEr >= rivalEr ? 'ahead' : 'behind';
  return `**${label}:** yours averaged **${formatPercent(ownEr)}** public ER over ${plural(own!.posts, 'post')}, @${them}’s **${formatPercent(rivalEr)}** over ${plural(rival!.posts, 'post')} — you are ${pointsApart(ownEr, rivalEr)} points ${standing}.`;
}

function breakoutNote(them: string, comparison: CompetitorComparison): string | null {
  const [best] = comparison.analytics.breakouts.posts;
  if (!best) return null;
  const count = comparison.analytics.breakouts.posts.length;
  return `**Breakouts:** @${them} had ${plural(count, 'post')} above twice its usual public ER; the best, a ${mediaTypeLabel(best.mediaType)} at ${formatPercent(best.publicEr)}: “${excerpt(best.caption, 80)}”.`;
}

/** A tracked competitor beside the account, on the public formulas, for the range asked. */
export async function competitorAnswer(lookups: AccountLookups, question: Extract<DataQuestion, { kind: 'competitor' }>): Promise<string> {
  const { range, format } = question;
  const outcome = await lookups.run(competitorTool, { username: question.username, ...range });
  if (!outcome.ok) return failedAnswer(outcome, `${RANGE_HINT} Competitors are asked about by their @username.`);
  const comparison = outcome.data;
  const you = lookups.scope.username;
  const them = comparison.username;
  const { ownFormats: own, analytics } = comparison;
  const { formats: rival, sideBySide } = analytics;
  return withLookedUp(
    [outcome.line],
    `## @${you} vs @${them}, ${rangeLabel(analytics.range.from, analytics.range.to)}`,
    format
      ? formatVerdict(
          format,
          them,
          own.find((f) => f.mediaType === format),
          rival.find((f) => f.mediaType === format),
        )
      : null,
    figuresTable(you, them, sideBySide.own, sideBySide.competitor),
    '### Public ER by format',
    formatsTable(you, them, own, rival),
    breakoutNote(them, comparison),
    `_${IN_WORDS.publicOnly} ${IN_WORDS.publicEr} ${IN_WORDS.followerGrowth} ${IN_WORDS.postsPerWeek}_`,
  );
}
