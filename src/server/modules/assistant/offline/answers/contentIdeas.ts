import type { AccountInsights, TopPost } from '../../../../../shared/insights';
import { accountHandle } from '../../../../ai/accountFacts';
import { formatPercent, markdownTable, mediaTypeLabel } from '../../../../ai/format';
import { connectAccountNote, insightsPeriod, offlineFooter, rankedFormats, slotLabel } from '../sections';

interface IdeaTemplate {
  idea: string;
  formats: string[];
  why: string;
}

const IDEAS: readonly IdeaTemplate[] = [
  {
    idea: 'Myth vs fact: three misconceptions in your field, one per slide or scene, the fix at the end',
    formats: ['Carousel', 'Reel'],
    why: 'A reason to swipe keeps people on the post, and corrections get saved and shared',
  },
  {
    idea: 'Behind the scenes: 20–30 s of how you make, prepare or decide something, with one surprising detail',
    formats: ['Reel', 'Video'],
    why: 'Builds trust, and Reels are the format Instagram shows most to non-followers',
  },
  {
    idea: 'Answer the question you get most in comments or DMs, quoting it word for word on screen',
    formats: ['Reel', 'Carousel', 'Video'],
    why: 'Your audience’s own words make the hook; people tag friends who asked the same',
  },
  {
    idea: 'Step-by-step checklist or mini-tutorial someone can follow later',
    formats: ['Carousel', 'Photo'],
    why: 'Checklists are the most-saved shape of post, and saves weigh heavily in distribution',
  },
  {
    idea: 'A result story with one concrete number: before, what changed, after',
    formats: ['Carousel', 'Reel', 'Photo'],
    why: 'Specific outcomes are more credible than tips and invite “how?” comments',
  },
];

const STARTER_SLOTS = ['Tuesday 18:00', 'Thursday 12:00', 'Saturday 10:00'];

/** The template format the account does best with; the template's own first choice without data. */
function pickFormat(template: IdeaTemplate, ranked: string[]): string {
  return ranked.find((f) => template.formats.includes(f)) ?? template.formats[0];
}

function remixIdea(top: TopPost): IdeaTemplate {
  const format = mediaTypeLabel(top.mediaType);
  return {
    idea: `Remix your best post (“${top.captionExcerpt || 'no caption'}”) with a new hook and a fresh angle`,
    formats: [format],
    why: `It earned ${formatPercent(top.publicEr)} public ER, so the topic is proven with your audience`,
  };
}

function ideaRows(insights: AccountInsights | null): string[][] {
  const top = insights?.topPosts.posts[0];
  const templates = top ? [remixIdea(top), ...IDEAS.slice(0, 4)] : [...IDEAS];
  const ranked = rankedFormats(insights);
  const slots = insights?.bestTimes.hours.length ? insights.bestTimes.hours.map(slotLabel) : STARTER_SLOTS;
  return templates.map((t, i) => {
    const week = i < Math.ceil(templates.length / 2) ? 1 : 2;
    return [String(i + 1), t.idea, pickFormat(t, ranked), `Week ${week} · ${slots[i % slots.length]}`, t.why];
  });
}

function whatWorks(insights: AccountInsights): string {
  const best = insights.formatMix.formats[0];
  const top = insights.topPosts.posts[0];
  const slots = insights.bestTimes.hours.map(slotLabel).join(', ');
  return [
    `**What already works for ${accountHandle(insights)}, ${insightsPeriod(insights)}**`,
    best
      ? `- Best format: **${mediaTypeLabel(best.mediaType)}**, average public ER ${formatPercent(best.avgPublicEr)} over ${best.posts} posts.`
      : '- Best format: no posts synced yet.',
    slots ? `- Best hours (${insights.bestTimes.timezone}, any weekday): ${slots}, ranked by public ER weighed toward your average.` : null,
    top ? `- Top post: “${top.captionExcerpt || 'no caption'}” (${mediaTypeLabel(top.mediaType)}, ${formatPercent(top.publicEr)} public ER).` : null,
    ...(insights.contentFindings?.recommendations.slice(0, 3).map((r) => `- ${r.text}`) ?? []),
  ]
    .filter(Boolean)
    .join('\n');
}

const CRAFT_TIPS = [
  '### Make each idea land',
  '- **Hook in the first second or first line**: a number, a bold claim or the question itself. Most viewers decide before the second second.',
  '- **One idea per post.** If you need two, make it a series and say “part 2 tomorrow”.',
  '- **Reels**: captions on screen (most people watch muted), 7–30 s, the payoff before the loop.',
  '- **Carousels**: 6–10 slides, the promise on slide 1, one point per slide, a save-worthy summary on the last one.',
  '- **Close with one clear call to action** that matches the goal: comment, save, share or follow.',
].join('\n');

export function contentIdeasAnswer(insights: AccountInsights | null): string {
  const table = markdownTable(['#', 'Idea', 'Format', 'Post on', 'Why it should work'], ideaRows(insights));
  const slotsNote = insights?.bestTimes.hours.length
    ? `_Posting times are your best hours of the day by public ER (${insights.bestTimes.timezone}), weighed toward your average so one lucky post cannot lead._`
    : '_Posting slots are common starting points; your own best times replace them once posts are synced._';
  return [
    `## 5 content ideas for the next two weeks${insights ? ` — ${accountHandle(insights)}` : ''}`,
    insights ? whatWorks(insights) : connectAccountNote('your best formats, best posting times and top posts'),
    table,
    slotsNote,
    CRAFT_TIPS,
    offlineFooter(),
  ].join('\n\n');
}
