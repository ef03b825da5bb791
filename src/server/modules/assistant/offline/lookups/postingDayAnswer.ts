import type { ContentAnalysis, Overview } from '../../../../../shared/analytics';
import type { MediaType } from '../../../../../shared/insights';
import { lastDays, shiftDate } from '../../../../../shared/dateSpan';
import { excerpt } from '../../../analytics/public';
import { formatPercent, mediaTypeLabel, plural } from '../../../../ai/format';
import type { AccountLookups } from '../../tools/accountLookups';
import { rangeLabel, weekdayDayLabel } from '../../tools/calendar';
import { contentTool } from '../../tools/contentTool';
import { overviewTool } from '../../tools/overviewTool';
import { DEFAULT_DAYS } from '../questions';
import { hourWithFigures, noBestHour } from './bestHours';
import { bestOf, withLookedUp } from './common';

const PLAYBOOK_HINT = 'For a two-week plan with five ideas, ask for **content ideas**.';

/** The best hours of the day from the one best-time computation: they hold on any weekday. */
function whenToPost(overview: Overview): string {
  const { bestTimes } = overview.heatmap;
  const period = rangeLabel(overview.range.from, overview.range.to);
  if (bestTimes.hours.length === 0)
    return `**When:** ${noBestHour(bestTimes)} Until then, start in the early evening (about 18:00, ${bestTimes.timezone}) and compare.`;
  const [best, ...others] = bestTimes.hours.map(hourWithFigures);
  return `**When:** ${best}${others.length ? `; next best ${others.join(', ')}` : ''} — your best hours of the day over ${period}, ${bestTimes.timezone} time.`;
}

/** The best format by mean public ER (a group under 5 posts still wins, with a caution), and the best post of that format to remake. */
function whatToPost(analysis: ContentAnalysis, overview: Overview | null): string {
  const group = bestOf(analysis.formats);
  if (!group) return `**What:** no posts in the last ${DEFAULT_DAYS} days to compare formats; a Reel is the format Instagram shows most to non-followers.`;
  const caution = group.reliable ? '' : ' — fewer than 5 posts, so treat it as a hint';
  const format = `**What:** a **${mediaTypeLabel(group.key as MediaType)}**, your best format by mean public ER (${formatPercent(group.avgPublicEr)} over ${plural(group.posts, 'post')}${caution}).`;
  const model = overview?.topPosts.find((p) => p.mediaType === group.key);
  return model
    ? `${format}\n\n**Idea:** remake your best one, “${excerpt(model.caption) || 'no caption'}” (${formatPercent(model.publicEr)} public ER), with a new hook and a fresh angle.`
    : format;
}

function dayWords(date: string, today: string): string {
  const name = weekdayDayLabel(date);
  if (date === today) return `today, ${name}`;
  if (date === shiftDate(today, 1)) return `tomorrow, ${name}`;
  return `on ${name}`;
}

/** The dashboard's figures and the content findings of the last DEFAULT_DAYS days, read together. */
async function postingAdvice(lookups: AccountLookups): Promise<{ lines: string[]; when: string | null; what: string | null }> {
  const range = lastDays(lookups.scope.today, DEFAULT_DAYS);
  const [overview, content] = await Promise.all([lookups.run(overviewTool, range), lookups.run(contentTool, range)]);
  return {
    lines: [overview.line, content.line],
    when: overview.ok ? whenToPost(overview.data) : null,
    what: content.ok ? whatToPost(content.data, overview.ok ? overview.data : null) : null,
  };
}

/** "What should I post tomorrow?": the best hours of the day and the best format, for that day. */
export async function postingDayAnswer(lookups: AccountLookups, date: string): Promise<string> {
  const { lines, when, what } = await postingAdvice(lookups);
  return withLookedUp(lines, `## What to post ${dayWords(date, lookups.scope.today)}`, when, what, PLAYBOOK_HINT);
}

/** "What should I post next?": the same advice for the next post, whenever it is. */
export async function nextPostAnswer(lookups: AccountLookups): Promise<string> {
  const { lines, when, what } = await postingAdvice(lookups);
  return withLookedUp(lines, `## What to post next on @${lookups.scope.username}`, when, what, PLAYBOOK_HINT);
}
