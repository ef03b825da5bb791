import type { AccountInsights } from '../../../../../shared/insights';
import { accountHandle } from '../../../../ai/accountFacts';
import { formatCount, formatDecimal, formatPercent, markdownTable } from '../../../../ai/format';
import {
  benchmarkSourceNote,
  benchmarkTable,
  connectAccountNote,
  growthSentence,
  offlineFooter,
  rankedFormats,
  slotLabel,
  tierBenchmarkTable,
} from '../sections';

/** A monthly follower target: a quarter above the current 30-day pace, at least 2 % (a realistic floor for active accounts). */
function followerTarget(insights: AccountInsights): { target: number; percent: number } {
  const g = insights.growth;
  const monthlyPace = g && g.percent !== null && g.days > 0 ? (g.percent * 30) / g.days : 0;
  const percent = Math.max(2, monthlyPace * 1.25);
  return { target: Math.round(insights.followers.value * (1 + percent / 100)), percent };
}

/** Close half the gap to the tier benchmark, or add 10 % when already above it. */
function engagementTarget(insights: AccountInsights): number | null {
  const current = insights.publicEr.value;
  if (current === null) return null;
  const benchmark = insights.tier.benchmarkEr;
  return current < benchmark ? current + (benchmark - current) / 2 : current * 1.1;
}

function postsPerWeekTarget(current: number): number {
  return current >= 5 ? Math.round(current) : Math.min(5, Math.max(3, Math.round(current) + 1));
}

function goalsTable(insights: AccountInsights): string {
  const followers = followerTarget(insights);
  const er = engagementTarget(insights);
  const freq = insights.postingFrequency.postsPerWeek;
  return markdownTable(
    ['Goal', 'Now', 'Target in 30 days', 'Measured by'],
    [
      [
        'Followers',
        formatCount(insights.followers.value),
        `${formatCount(followers.target)} (+${formatDecimal(followers.percent)}%)`,
        'Your follower count each day',
      ],
      ['Public ER', formatPercent(insights.publicEr.value), formatPercent(er), 'Likes and comments as a share of followers, per post'],
      [
        'Posts per week',
        formatDecimal(freq),
        String(postsPerWeekTarget(freq)),
        `Posts published per week over the last ${insights.postingFrequency.windowDays} days`,
      ],
    ],
  );
}

function weeklyPlan(insights: AccountInsights | null): string {
  const [first = 'Reel', second = 'Carousel'] = rankedFormats(insights);
  const alt = second === first ? 'Carousel' : second;
  const posts = insights ? postsPerWeekTarget(insights.postingFrequency.postsPerWeek) : 4;
  const slots = insights?.bestTimes.hours.map(slotLabel).join(', ') || 'Tue 18:00, Thu 12:00, Sat 10:00 (starting points)';
  return markdownTable(
    ['Week', 'Focus', 'Posts', 'Formats', 'Post at'],
    [
      [
        '1',
        'Double down on what works: remake your top 2 posts with new hooks',
        posts,
        `${first} ×${Math.ceil(posts / 2)}, ${alt} ×${Math.floor(posts / 2)}`,
        slots,
      ],
      [
        '2',
        'Reach: short Reels on your most-asked questions, shareable to Stories',
        posts,
        `Reel ×${Math.ceil(posts / 2)}, ${first === 'Reel' ? alt : first} ×${Math.floor(posts / 2)}`,
        slots,
      ],
      [
        '3',
        'Saves and comments: checklists, myth-vs-fact, either/or questions',
        posts,
        `Carousel ×${Math.ceil(posts / 2)}, ${first} ×${Math.floor(posts / 2)}`,
        slots,
      ],
      [
        '4',
        'Convert: proof, results and a clear offer or lead magnet; review the month',
        posts,
        `${first} ×${Math.ceil(posts / 2)}, ${alt} ×${Math.floor(posts / 2)}`,
        slots,
      ],
    ],
  );
}

const METRICS = markdownTable(
  ['Metric', 'Why it matters', 'Check'],
  [
    ['Follower growth (net and %)', 'The outcome; compare with the weekly target', 'Weekly'],
    ['Public ER per post', 'Comparable with competitors and the tier benchmark', 'After 48 h per post'],
    ['Own ER (by reach)', 'Shows how non-followers who saw the post reacted', 'After 48 h per post'],
    ['Reach and views', 'Tells distribution problems apart from content problems', 'Weekly'],
    ['Saves and shares', 'The strongest signals for further distribution', 'Per post'],
    ['Profile visits and link clicks', 'Whether attention turns into business', 'Weekly'],
  ],
);

const ROUTINE = [
  '### Weekly routine (about 2 hours)',
  '1. **Monday — review:** last week’s posts by public ER; keep the top format and hook, drop the weakest.',
  '2. **Monday — plan:** fill the slots above; one goal and one call to action per post.',
  '3. **Batch-create** two days ahead; write hooks first.',
  '4. **After each post:** reply to every comment in the first hour and share the post to Stories.',
  '5. **Friday:** engage 15 minutes with accounts in your niche (real comments, not emojis).',
].join('\n');

export function marketingStrategyAnswer(insights: AccountInsights | null): string {
  const where = insights
    ? [
        '### Where you stand',
        benchmarkTable(insights),
        growthSentence(insights),
        benchmarkSourceNote(insights),
        '### Goals for the next 30 days',
        goalsTable(insights),
      ]
    : [
        connectAccountNote('goals set from your follower growth, engagement rate and posting frequency'),
        '### Goals for the next 30 days',
        'Realistic goals for an active account: **+2–5 % followers**, **3–5 posts a week**, and public ER at or above the benchmark of your follower tier:',
        tierBenchmarkTable(),
      ];
  return [
    `## 30-day Instagram strategy${insights ? ` for ${accountHandle(insights)}` : ''}`,
    ...where,
    '### Weekly plan',
    weeklyPlan(insights),
    '### Metrics to track',
    METRICS,
    ROUTINE,
    offlineFooter(),
  ].join('\n\n');
}
