import type { ContentAnalysis, ContentGroup, Overview } from '../../../../shared/analytics';
import type { AccountInsights, MediaType } from '../../../../shared/insights';
import { lastDays, shiftDate } from '../../../../shared/dateSpan';
import { WEEKDAY_NAMES } from '../../../modules/analytics/formulas';
import { formatPercent, hourLabel, mediaTypeLabel, plural } from '../../format';
import type { AccountLookups } from '../../tools/accountLookups';
import { weekdayDayLabel, weekdayOf } from '../../tools/calendar';
import { contentTool } from '../../tools/contentTool';
import { bestHoursOn, overviewTool } from '../../tools/overviewTool';
import { CONTENT_DAYS } from '../questions';
import { weekdayHour, withLookedUp } from './common';

function whenToPost(overview: Overview, weekday: number): string {
  const dayName = WEEKDAY_NAMES[weekday];
  const hours = bestHoursOn(overview.heatmap.cells, weekday);
  if (hours.length > 0) {
    const [best, ...others] = hours.map((h) => `**${hourLabel(h.hour)}** (median public ER ${formatPercent(h.medianPublicEr)}, ${plural(h.posts, 'post')})`);
    return `**When:** ${best}${others.length ? `; next best ${others.join(', ')}` : ''} — your best ${dayName} hours over the last ${CONTENT_DAYS} days, ${overview.timezone} time.`;
  }
  const overall = overview.heatmap.topSlots.map((s) => `${weekdayHour(WEEKDAY_NAMES[s.weekday], s.hour)} (${formatPercent(s.medianPublicEr)})`);
  return overall.length
    ? `**When:** you haven’t posted on a ${dayName} in the last ${CONTENT_DAYS} days, so there is no ${dayName} figure yet. Your best slots overall are ${overall.join(', ')} (${overview.timezone}); post at one of those hours and compare.`
    : `**When:** no posts in the last ${CONTENT_DAYS} days to rank hours by. Start in the early evening (about 18:00, ${overview.timezone}) and compare the public ER of your next posts.`;
}

/** The format with the highest mean public ER; a group under 5 posts still wins, with a caution. */
function bestFormat(analysis: ContentAnalysis): ContentGroup | null {
  const rated = analysis.formats.filter((g) => g.avgPublicEr !== null).sort((a, b) => b.avgPublicEr! - a.avgPublicEr! || b.posts - a.posts);
  return rated[0] ?? null;
}

function whatToPost(analysis: ContentAnalysis, insights: AccountInsights | null): string {
  const group = bestFormat(analysis);
  if (!group) return `**What:** no posts in the last ${CONTENT_DAYS} days to compare formats; a Reel is the format Instagram shows most to non-followers.`;
  const caution = group.reliable ? '' : ' — fewer than 5 posts, so treat it as a hint';
  const format = `**What:** a **${mediaTypeLabel(group.key as MediaType)}**, your best format by mean public ER (${formatPercent(group.avgPublicEr)} over ${plural(group.posts, 'post')}${caution}).`;
  const model = insights?.topPosts.posts.find((p) => p.mediaType === group.key);
  return model
    ? `${format}\n\n**Idea:** remake your best one, “${model.captionExcerpt || 'no caption'}” (${formatPercent(model.publicEr)} public ER), with a new hook and a fresh angle.`
    : format;
}

function dayWords(date: string, today: string): string {
  const name = weekdayDayLabel(date);
  if (date === today) return `today, ${name}`;
  if (date === shiftDate(today, 1)) return `tomorrow, ${name}`;
  return `on ${name}`;
}

/** "What should I post tomorrow?": that weekday's best hours from the posting-time analysis and the best format. */
export async function postingDayAnswer(lookups: AccountLookups, date: string, insights: AccountInsights | null): Promise<string> {
  const range = lastDays(lookups.scope.today, CONTENT_DAYS);
  const [overview, content] = await Promise.all([lookups.run(overviewTool, range), lookups.run(contentTool, range)]);
  return withLookedUp(
    [overview.line, content.line],
    `## What to post ${dayWords(date, lookups.scope.today)}`,
    overview.ok ? whenToPost(overview.data, weekdayOf(date)) : null,
    content.ok ? whatToPost(content.data, insights) : null,
    'For a two-week plan with five ideas, ask for **content ideas**.',
  );
}
