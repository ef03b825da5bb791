import type { ContentAnalysis, ContentGroup, Overview } from '../../../../shared/analytics';
import type { AccountInsights, MediaType } from '../../../../shared/insights';
import { lastDays, shiftDate } from '../../../../shared/dateSpan';
import { formatPercent, hourLabel, mediaTypeLabel, plural } from '../../format';
import type { AccountLookups } from '../../tools/accountLookups';
import { weekdayDayLabel } from '../../tools/calendar';
import { contentTool } from '../../tools/contentTool';
import { overviewTool } from '../../tools/overviewTool';
import { CONTENT_DAYS } from '../questions';
import { withLookedUp } from './common';

/** When: the dashboard's best hours of the day (analytics/bestTime.ts), whatever the weekday. */
function whenToPost(overview: Overview): string {
  const { bestTimes } = overview.heatmap;
  const [best, ...others] = bestTimes.hours.map((h) => `**${hourLabel(h.hour)}** (mean public ER ${formatPercent(h.meanPublicEr)} over ${plural(h.posts, 'post')})`);
  return best
    ? `**When:** ${best}${others.length ? `; next best ${others.join(', ')}` : ''} — your best hours of the day over the last ${CONTENT_DAYS} days, any weekday, ${overview.timezone} time.`
    : `**When:** no hour of the day has ${bestTimes.minPosts} posts in the last ${CONTENT_DAYS} days to rank by. Start in the early evening (about 18:00, ${overview.timezone}) and compare the public ER of your next posts.`;
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
    overview.ok ? whenToPost(overview.data) : null,
    content.ok ? whatToPost(content.data, insights) : null,
    'For a two-week plan with five ideas, ask for **content ideas**.',
  );
}
