/**
 * The metrics glossary: one entry per figure the product shows or exports, the single
 * written definition of each. The in-app page /app/metrics renders these entries, every ⓘ on a data
 * page links to its entry by id, CSV exports name their columns with `csv`, and docs/metrics.md is
 * rendered from this file by glossaryMarkdown() (src/shared/glossary.test.ts keeps the two equal:
 * `WRITE_GLOSSARY=1 npx jest src/shared/glossary.test.ts --selectProjects client` rewrites it).
 *
 * Sources, as of 2026 (the Graph facts the figures rest on, re-read on Meta's pages):
 * - Media insights (views, reach, likes, comments, shares, saved, total_interactions, reels watch
 *   time; "an empty data set instead of 0" when unavailable; views replaces impressions, plays and
 *   video_views): https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights
 * - Account insights (reach per day; follower_count = new followers, last 30 days, 100+ followers;
 *   online_followers): https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights
 * - Demographics (follower_demographics, engaged_audience_demographics, reached_audience_demographics:
 *   metric_type total_value, breakdowns age, gender, country, city, timeframe this_week or this_month; top 45
 *   per breakdown; only people Meta has demographic data for; none under 100 followers): the account
 *   insights reference above.
 * - CSV cells starting with =, +, -, @, tab or CR are read as formulas by spreadsheet apps and are
 *   prefixed with ' (OWASP ASVS 1.2.10): https://asvs.emil.hemdal.se/1.2.10
 */

import { FOLLOWER_TIERS, TIER_BENCHMARK_SOURCE } from './benchmarks';
import { CSV_PRECISION } from './csv';

/** One figure: what it is, how it is computed, from what, on which day, over which days, and what "unknown" means. */
export interface GlossaryEntry {
  /** The anchor: /app/metrics#<id> and docs/metrics.md#<id>. */
  id: string;
  name: string;
  /** Other labels the same figure carries on some screens. */
  aka?: readonly string[];
  formula: string;
  unit: string;
  /** The Graph metric or the stored row it is read from. */
  source: string;
  /** The calendar day a value is attributed to. */
  day: string;
  /** What "the period" includes for this figure. */
  period: string;
  /** What an unknown value means and how it shows. */
  unknown: string;
  /** Its column header(s) in CSV exports; percentages are percentage numbers in a column ending in _pct. */
  csv: readonly string[];
  shownOn: string;
}

const DAYS_OF_PERIOD = "The period's calendar days in the account's own time zone, the first and the last included, never past today there.";
const POSTS_OF_PERIOD =
  "The posts published on the period's days: a post belongs to the calendar day it was published on in the account's own time zone (a competitor's posts are placed on the clock of the account that tracks it).";
const POST_DAY = "The day the post was published, in the account's own time zone.";
const REFUSED =
  'Meta refused the insight (a missing permission, named in Settings → Connected accounts) or does not offer it (a post from before the business conversion, too few viewers, a story past 24 hours): the value is unknown, shown as — and exported as an empty cell, never as 0.';
const PERIOD_OVER_KNOWN = 'A period figure is computed over the posts whose value Meta served, and is — when it served none.';
const NO_SNAPSHOT =
  "No follower snapshot on any of the period's days (history starts on the day the account was connected, or a competitor was first tracked; Meta gives no past totals): shown as —.";
const NO_POSTS = 'No post in the period, so nothing to average: shown as —.';
const PUBLIC_COUNTS = 'like_count and comments_count of each post (the only counts business_discovery gives for another account)';
/** The one rule for likes an owner hides (docs/metrics.md#unknown-values). */
const HIDDEN_LIKES =
  'Meta leaves like_count out when the post’s owner hides its like count (“the like_count field will be omitted from API responses if the media owner has hidden like counts on it”, https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media). For the account’s own posts the likes insight, the owner’s own count, stands in; without it the likes are unknown: shown as — (hidden by the owner), exported as an empty cell, never counted as 0.';
const LIKES_LEFT_OUT =
  'A post whose likes are hidden by its owner is left out, and the number of posts left out is said beside the figure; it is never counted as 0 likes.';
const MEDIA_INSIGHTS = 'Graph media insights of each post';

const AUDIENCE_SOURCE = (metric: string) =>
  `Graph account insights ${metric}, period lifetime, metric_type total_value, timeframe this_month, one call per breakdown (age and gender together, country, city); Meta counts only the people it has demographic data for, and at most 45 places per breakdown.`;
const AUDIENCE_DAY =
  "The day the sync read it, on the account's own clock: one snapshot per account, audience and day; a later sync that day asks again only for an audience with a breakdown Meta refused.";
const AUDIENCE_UNKNOWN =
  'Under 100 followers Meta offers no demographics, and it may return none for a small engaged or reached audience, or none for one of its breakdowns (age and gender, country or city): the page says "not offered", never 0, and the sync asks again the next day. A breakdown Meta refused (a missing permission, named in Settings → Connected accounts) is unknown and shown as —.';
const AUDIENCE_SHOWN = 'Audience, the assistant.';
const STORY_INSIGHTS = 'Graph media insights of each story, read hourly while it is live';
const STORY_DAY = "The day the story was posted, in the account's own time zone.";
const STORIES_OF_PERIOD =
  'The stories posted on the chosen days (the last 30 by default); a story counts with the last figures read of it, final once it expired.';
const STORY_UNKNOWN =
  'Meta withheld it (under 5 viewers), refused it (instagram_manage_insights missing), or the story expired before it was read: unknown, shown as —, never 0. A live story’s figures may still grow.';
const DISCOVERY_INSIGHTS = 'Graph account insights (https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights)';
const DISCOVERY_DAY =
  "A calendar day in the account's own time zone: the sync asks Meta for it from its midnight there to the next (since–until), so it is the same day the period's days are. Today there is never asked, as Meta’s figures lag up to 48 hours.";
const DISCOVERY_PERIOD = `${DAYS_OF_PERIOD} Meta keeps these for the 30 days before today: older days are those an earlier sync stored.`;
const DISCOVERY_UNKNOWN =
  'No day of the period answered: Meta refused the metric (a missing permission, named in Settings → Connected accounts), does not offer it for the account, or the days are older than the first sync. Shown as —, never as 0; a day Meta answered without a breakdown value counts that value as 0.';

const TIER_TABLE = FOLLOWER_TIERS.map((tier) => `${(tier.benchmarkEr * 100).toFixed(2)}% (${tier.label})`).join(', ');

const entries = [
  {
    id: 'followers',
    name: 'Followers',
    formula:
      "followers_count at the end of the period's last day: the last daily snapshot of the period's days, on or before its last day. The same figure for a past period on every screen (Dashboard, Competitors, a competitor's side-by-side, reports), never today's count.",
    unit: 'accounts (a count)',
    source:
      'Graph followers_count of the Instagram account (read at every sync; for a competitor, through business_discovery), stored as one snapshot per day.',
    day: "The day the sync took the snapshot, on the account's clock (a competitor's on the clock of the account tracking it); a day with several syncs keeps its last one.",
    period: "The period's last day (the dashboard's chart draws one point per day of the period).",
    unknown: NO_SNAPSHOT,
    csv: ['followers'],
    shownOn: 'Dashboard, Competitors, a competitor, User Comparison, reports.',
  },
  {
    id: 'net-follower-growth',
    name: 'Net follower growth',
    aka: ['Growth', 'Follower growth'],
    formula: "followers at the end of the period's last day − followers at the end of the day before its first day.",
    unit: 'accounts, signed (+ gained, − lost)',
    source: 'The stored daily snapshots of followers_count; never rebuilt from follower_count (new followers), which does not count unfollows.',
    day: 'Two snapshot days: the day before the period and its last day.',
    period: DAYS_OF_PERIOD,
    unknown: 'Either end has no snapshot: shown as —, never as 0.',
    csv: ['net_follower_growth'],
    shownOn: 'Dashboard, Competitors, a competitor, reports.',
  },
  {
    id: 'follower-growth-pct',
    name: 'Follower growth %',
    aka: ['Growth %', 'Follower growth (peers)'],
    formula: "net follower growth ÷ followers at the end of the day before the period's first day × 100.",
    unit: 'percent',
    source: 'The stored daily snapshots of followers_count.',
    day: 'Two snapshot days: the day before the period and its last day.',
    period: DAYS_OF_PERIOD,
    unknown: 'Either end has no snapshot, or the account had 0 followers before the period: shown as —.',
    csv: ['follower_growth_pct'],
    shownOn: 'Competitors, a competitor, User Comparison, reports.',
  },
  {
    id: 'new-followers',
    name: 'New followers per day',
    formula: 'follower_count for the day: the accounts that started following that day (gained, not net of unfollows).',
    unit: 'accounts per day',
    source:
      'Graph account insight follower_count, period day. Meta keeps the last 30 days only (not today) and offers it only to accounts with 100 or more followers.',
    day: 'The day Meta reports it for (read from its end_time, Meta’s own day).',
    period: 'Only the last 30 days exist: an earlier day has no value.',
    unknown: 'Under 100 followers, or older than 30 days: Meta offers none, and the figure stays unknown (—). It is never used to rebuild follower totals.',
    csv: [],
    shownOn: 'Read by the sync and the assistant; not a dashboard total.',
  },
  {
    id: 'reach',
    name: 'Reach',
    formula:
      "the sum over the period's days of the account's daily reach (the accounts that saw any of its content that day); an account reached on two days counts twice.",
    unit: 'accounts (summed daily counts)',
    source: 'Graph account insight reach, period day (an estimate by Meta).',
    day: 'The day Meta reports the value for: Meta’s own day, read from its end_time, which cannot be re-cut to the account’s time zone.',
    period: DAYS_OF_PERIOD,
    unknown:
      'Meta refused the account insights or served no value for a day: that day is — (an empty cell). The total sums the days Meta served and is — when it served none.',
    csv: ['reach'],
    shownOn: 'Dashboard (figure and chart).',
  },
  {
    id: 'views',
    name: 'Views',
    formula: "the sum of the views of the posts published in the period: each post's views since it was published, not the views made on the period's days.",
    unit: 'views (a count)',
    source: `${MEDIA_INSIGHTS}: views (which replaces the deprecated impressions, plays and video_views).`,
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: `${REFUSED} ${PERIOD_OVER_KNOWN}`,
    csv: ['views'],
    shownOn: 'Dashboard (figure and chart), Content Assistant posts.',
  },
  {
    id: 'interactions',
    name: 'Interactions',
    formula: 'likes + comments + saves + shares of a post; by day, the sum over the posts published that day.',
    unit: 'interactions (a count)',
    source: `${MEDIA_INSIGHTS}: likes, comments, saved and shares.`,
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: `${REFUSED} A day whose posts' saves or shares Meta withheld is —. A post whose likes are hidden by its owner has no interactions and is left out of its day's sum.`,
    csv: ['interactions'],
    shownOn: 'Dashboard chart.',
  },
  {
    id: 'likes',
    name: 'Likes',
    formula: 'like_count of a post.',
    unit: 'likes (a count)',
    source: 'Graph media like_count (business_discovery for a competitor); for the account’s own posts, the likes media insight where like_count is left out.',
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: HIDDEN_LIKES,
    csv: ['likes'],
    shownOn: 'Dashboard posts, Content Assistant posts, a competitor’s posts.',
  },
  {
    id: 'comments',
    name: 'Comments',
    formula: 'comments_count of a post.',
    unit: 'comments (a count)',
    source: 'Graph media comments_count (business_discovery for a competitor).',
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: 'A public count, known for every synced post.',
    csv: ['comments'],
    shownOn: 'Dashboard posts, Content Assistant posts, a competitor’s posts.',
  },
  {
    id: 'saves',
    name: 'Saves',
    formula: 'the accounts that saved a post.',
    unit: 'saves (a count)',
    source: `${MEDIA_INSIGHTS}: saved.`,
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: REFUSED,
    csv: ['saves'],
    shownOn: 'Dashboard posts, Content Assistant posts.',
  },
  {
    id: 'shares',
    name: 'Shares',
    formula: 'the times a post was shared.',
    unit: 'shares (a count)',
    source: `${MEDIA_INSIGHTS}: shares.`,
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: REFUSED,
    csv: ['shares'],
    shownOn: 'Content Assistant posts.',
  },
  {
    id: 'er-by-reach',
    name: 'ER by reach',
    aka: ['Own ER (by reach)', 'Engagement rate'],
    formula:
      "(likes + comments + saves + shares) ÷ reach. For one post, its own counts; for a period, the sums over the period's posts whose reach Meta served (a ratio of sums, so a post that reached more weighs more).",
    unit: 'percent',
    source: `${MEDIA_INSIGHTS}: likes, comments, saved, shares and reach. Only the account's own posts have it: Meta gives no reach for other accounts.`,
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: `${REFUSED} ${PERIOD_OVER_KNOWN} ${LIKES_LEFT_OUT}`,
    csv: ['er_by_reach_pct'],
    shownOn: 'Dashboard, Content Assistant posts.',
  },
  {
    id: 'public-er',
    name: 'Public ER',
    aka: ['Public engagement rate'],
    formula:
      "(likes + comments) ÷ followers at the time, for one post, where followers at the time is the last snapshot on or before the day it was published; for a period, the mean over the period's posts whose likes are known.",
    unit: 'percent',
    source: `${PUBLIC_COUNTS}, and the stored follower snapshots. The one rate computed the same way for the user, competitors and peers.`,
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: `No post in the period, or none whose likes are known, so nothing to average: shown as —. A post whose likes are hidden by its owner has no public ER (—). ${LIKES_LEFT_OUT}`,
    csv: ['public_er_pct'],
    shownOn: 'Dashboard, Competitors, a competitor, User Comparison, Content Assistant, reports.',
  },
  {
    id: 'posts-published',
    name: 'Posts published',
    aka: ['Posts'],
    formula: 'the number of posts published in the period.',
    unit: 'posts (a count)',
    source: 'The stored media of the account (business_discovery media for a competitor).',
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: 'Never unknown: a period without posts has 0.',
    csv: ['posts'],
    shownOn: 'Dashboard, a competitor, Content Assistant, format tables.',
  },
  {
    id: 'posts-per-week',
    name: 'Posts per week',
    aka: ['Posting frequency'],
    formula: 'posts published in the period ÷ days in the period × 7.',
    unit: 'posts per week',
    source: 'The stored media of the account (business_discovery media for a competitor).',
    day: POST_DAY,
    period: `${POSTS_OF_PERIOD} Its days count every calendar day of the period.`,
    unknown: 'Never unknown: a period without posts has 0.',
    csv: ['posts_per_week'],
    shownOn: 'Competitors, a competitor, User Comparison, reports.',
  },
  {
    id: 'avg-interactions',
    name: 'Average interactions per post',
    aka: ['Avg interactions per post'],
    formula: "(likes + comments + saves + shares) summed over the period's posts whose likes, saves and shares are known ÷ the number of those posts.",
    unit: 'interactions per post',
    source: `${MEDIA_INSIGHTS}: likes, comments, saved and shares.`,
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: `${REFUSED} ${PERIOD_OVER_KNOWN} ${LIKES_LEFT_OUT}`,
    csv: ['avg_interactions'],
    shownOn: 'Dashboard.',
  },
  {
    id: 'avg-public-interactions',
    name: 'Average public interactions per post',
    aka: ['Average interactions (peers)'],
    formula:
      'average likes (over the posts whose likes are known) + average comments per post published in the period: the public part of interactions, the only part known for peers.',
    unit: 'interactions per post',
    source: PUBLIC_COUNTS,
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: NO_POSTS,
    csv: ['avg_public_interactions'],
    shownOn: 'User Comparison, reports.',
  },
  {
    id: 'avg-likes',
    name: 'Average likes',
    aka: ['Avg likes'],
    formula: 'likes of the posts published in the period whose likes are known ÷ their number.',
    unit: 'likes per post',
    source: PUBLIC_COUNTS,
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: `No post in the period whose likes are known: shown as —. ${LIKES_LEFT_OUT}`,
    csv: ['avg_likes'],
    shownOn: 'Competitors, a competitor, reports.',
  },
  {
    id: 'avg-comments',
    name: 'Average comments',
    aka: ['Avg comments'],
    formula: 'comments of the posts published in the period ÷ their number.',
    unit: 'comments per post',
    source: PUBLIC_COUNTS,
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: NO_POSTS,
    csv: ['avg_comments'],
    shownOn: 'Competitors, a competitor, reports.',
  },
  {
    id: 'avg-reach',
    name: 'Average reach',
    aka: ['Avg reach'],
    formula: "the mean reach of a group's posts whose reach Meta served (a format, a caption length, a weekday…).",
    unit: 'accounts per post',
    source: `${MEDIA_INSIGHTS}: reach.`,
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: `${REFUSED} ${PERIOD_OVER_KNOWN}`,
    csv: ['avg_reach'],
    shownOn: 'Dashboard formats, Content Assistant.',
  },
  {
    id: 'change',
    name: 'Change against the comparison period',
    aka: ['vs previous period', 'vs same period last year'],
    formula:
      "For a count or an average: (this period's value − the comparison period's) ÷ |the comparison period's| × 100. For a rate (ER by reach, public ER): this period's rate − the comparison period's, in percentage points (see Rate changes). The comparison period is the one chosen in Compare with (see Comparison period).",
    unit: 'percent, signed (a relative change: +4.2%); for a rate, percentage points, signed (+0.4 pp)',
    source: 'The same figure computed for both periods.',
    day: 'As the figure it compares.',
    period: 'This period and its comparison period, each as the figure defines it.',
    unknown:
      'Either value is unknown, or (for a count or an average) the comparison one is 0: no comparison is shown, never −100% or +∞. When the comparison period starts before the account\'s history begins (its first stored day), its values are unknown and the change is —, never a growth from a partial base (see Comparison period). When nothing at all was recorded in the comparison period (no post, no daily row), every figure says "No data for" that period instead.',
    csv: [],
    shownOn: 'Dashboard key figures.',
  },
  {
    id: 'comparison-period',
    name: 'Comparison period',
    aka: ['Compare with'],
    formula:
      "Previous period: as many days as the period, ending the day before its first day. Same period last year: both ends moved back one calendar year, 29 February read as 28 February (so a period holding a leap day may be a day longer or shorter than its comparison). No comparison: none. Either is clamped at 2004-01-01. Charts draw the comparison as a dashed line day by day from its first day: its nth day beside the period's nth.",
    unit: 'calendar days',
    source: 'The same stored rows as the period: daily insights and snapshots, and the posts published on its days.',
    day: "Calendar days in the account's own time zone, as for the period.",
    period:
      'Chosen in Compare with beside the period (kept in the URL as compare=previous|year|none; previous when left out) and carried to the next page with the period.',
    unknown:
      'A comparison period in which nothing was recorded (before the account was connected, or before its history) says "No data for" that period: no change and no dashed line are shown. One that starts before the account\'s history begins (its first stored day), with data on only some of its days, has every value unknown and every change shown as —, never a growth computed from a partial base; its recorded days still draw their part of the dashed line. A day of it with nothing recorded is a gap in the dashed line, never 0.',
    csv: ['followers_compared', 'reach_compared', 'views_compared', 'interactions_compared'],
    shownOn: 'Dashboard key figures and charts.',
  },
  {
    id: 'this-month',
    name: 'This month',
    aka: ['Meta’s “this month”', 'timeframe this_month'],
    formula:
      "Two readings, each said where it is used. As a period (a question to the assistant about \"this month\"): the account's calendar month so far, from its 1st to today, both days on the account's own clock and both included. For the engaged and reached audiences: Meta's timeframe this_month, whichever days Meta counts in it on the day of the snapshot; Meta's pages do not list them, so they are not claimed to be the account's calendar month.",
    unit: 'calendar days',
    source:
      "The period: today's date in the account's time zone, the day every period ends at the latest. The audiences: the timeframe=this_month parameter of the demographics reads (Graph account insights, https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights).",
    day: "The month's 1st and today, on the account's clock; for the audiences, the day of the snapshot.",
    period: "As a period: the account's current month up to today there, never past it (on the 1st, that day alone).",
    unknown:
      'As for each figure read over it (see The period and Unknown values). An engaged or reached audience Meta returns nothing of for its this_month is "not offered", never 0.',
    csv: [],
    shownOn: 'Audience (the snapshot note), the assistant.',
  },
  {
    id: 'best-time',
    name: 'Best time to post',
    aka: ['Posting pattern'],
    formula:
      "each hour of the day on the account's clock, every weekday together, ranked by (n × the hour's mean public ER + 5 × the account's mean public ER) ÷ (n + 5), where n is the hour's posts: an hour known from few posts is pulled toward the account's mean, so one lucky post never ranks first. An hour needs 3 posts to be ranked; the best three are named. The weekday × hour grid beside it shows each slot's median public ER and its posts.",
    unit: 'percent (public ER) per hour of the day',
    source: `${PUBLIC_COUNTS}, and the follower snapshots, as for public ER.`,
    day: "The weekday and hour the post was published, in the account's own time zone (a competitor's on the tracking account's clock).",
    period: POSTS_OF_PERIOD,
    unknown:
      'An hour with fewer than 3 posts is not ranked, and a slot without posts is left blank; without enough posts no best time is named. A post whose likes are hidden by its owner has no public ER and counts in no hour.',
    csv: [],
    shownOn: 'Dashboard, a competitor (its posting pattern).',
  },
  {
    id: 'format-breakdown',
    name: 'Format breakdown',
    aka: ['Formats'],
    formula:
      'per media type (image, video, carousel, reel): the posts published, their average reach (over the posts with reach) and their average ER by reach (the mean of each post’s ER by reach).',
    unit: 'posts, accounts per post, percent',
    source: `${MEDIA_INSIGHTS}: reach, likes, comments, saved and shares; the media type of each post.`,
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: `${REFUSED} ${PERIOD_OVER_KNOWN}`,
    csv: ['media_type', 'posts', 'avg_reach', 'avg_er_by_reach_pct'],
    shownOn: 'Dashboard.',
  },
  {
    id: 'format-mix',
    name: 'Format mix',
    formula:
      "per media type: the posts published, their share of all the period's posts, and their average public ER (the mean over those posts whose likes are known).",
    unit: 'posts, percent, percent',
    source: `${PUBLIC_COUNTS}; the media type of each post.`,
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: `${NO_POSTS} A post whose likes are hidden by its owner counts among the posts, not in the average; a format whose posts all hide them has no average (—).`,
    csv: ['media_type', 'posts', 'share_of_posts_pct', 'avg_public_er_pct'],
    shownOn: 'A competitor.',
  },
  {
    id: 'content-groups',
    name: 'What works: groups of posts',
    aka: ['By format', 'By caption length', 'By number of hashtags', 'By weekday', 'By hour', 'Emoji', 'Call to action'],
    formula:
      "the period's posts grouped by one trait (format, caption length, number of hashtags, weekday, hour, emoji use, a call to action): per group the posts, their average public ER, their average reach, and whether the group is reliable (5 posts or more).",
    unit: 'posts, percent, accounts per post',
    source: `${PUBLIC_COUNTS}, the follower snapshots, the reach media insight, and each post's caption and time.`,
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown:
      'A group without posts is not listed; average reach is — where Meta served no reach for its posts. A post whose likes are hidden by its owner counts among the group’s posts, not in its average public ER.',
    // The first column names the grouping; reliable is true or false.
    csv: [
      'format',
      'caption_length',
      'hashtag_count',
      'hashtag',
      'weekday',
      'hour',
      'emoji',
      'call_to_action',
      'posts',
      'avg_public_er_pct',
      'avg_reach',
      'reliable',
    ],
    shownOn: 'Content Assistant.',
  },
  {
    id: 'top-hashtags',
    name: 'Top hashtags',
    aka: ['Lowest hashtags'],
    formula:
      'the hashtags in the most captions of the period (a post counts once per hashtag, whatever its case), each with the posts using it and their average public ER.',
    unit: 'posts, percent',
    source: `Each post's caption, and ${PUBLIC_COUNTS}.`,
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown:
      'No hashtag in the period: the table is empty. A post whose likes are hidden by its owner counts among a hashtag’s posts, not in its average public ER.',
    csv: ['hashtag', 'posts', 'avg_public_er_pct'],
    shownOn: 'Content Assistant, a competitor.',
  },
  {
    id: 'top-posts',
    name: 'Top and lowest posts',
    formula: "the period's posts ranked by public ER: the five highest and the five lowest.",
    unit: 'posts, each with its public ER',
    source: `${PUBLIC_COUNTS}, the follower snapshots, and the post's media insights for its other figures.`,
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown:
      "A post's private figure Meta refused is — beside it; the ranking needs only public counts. A post whose likes are hidden by its owner has no public ER and is ranked neither highest nor lowest.",
    csv: [],
    shownOn: 'Dashboard.',
  },
  {
    id: 'breakout-posts',
    name: 'Breakout posts',
    formula: "a competitor's post whose public ER is above 2 × the competitor's median public ER over its tracked posts.",
    unit: 'posts',
    source: PUBLIC_COUNTS,
    day: "The day the post was published, on the tracking account's clock.",
    period: POSTS_OF_PERIOD,
    unknown:
      'No post with a public ER: no median, and no breakout is named. A post whose likes are hidden by its owner has no public ER: it is no breakout, and not in the median.',
    csv: [],
    shownOn: 'A competitor.',
  },
  {
    id: 'follower-history',
    name: 'Follower history',
    formula: 'followers on each day a snapshot was taken, since tracking began.',
    unit: 'accounts (a count)',
    source: 'Graph business_discovery followers_count, one snapshot per refresh day.',
    day: 'The day the snapshot was taken, on the clock of the account tracking the competitor.',
    period: "The period's days on which a snapshot exists: history starts the day tracking began.",
    unknown: 'A day without a snapshot has no point; fewer than two snapshots draw no line.',
    csv: ['date', 'followers'],
    shownOn: 'A competitor.',
  },
  {
    id: 'media-count',
    name: 'Posts on profile',
    aka: ['Media count history'],
    formula: 'media_count on each day a snapshot was taken: every post on the profile then, whenever it was published.',
    unit: 'posts (a count)',
    source: 'Graph media_count (business_discovery for a competitor), one snapshot per refresh day.',
    day: "The day the snapshot was taken, on the account's clock (a competitor's on the clock of the account tracking it).",
    period: "The period's days on which a snapshot exists.",
    unknown: 'A day without a snapshot has no point.',
    csv: ['date', 'media_count'],
    shownOn: 'A competitor.',
  },
  {
    id: 'percentile',
    name: 'Percentile among peers',
    aka: ['P10 – P90', 'Median'],
    formula:
      "the share of the peer group whose figure is below the account's, ties counting half, from 0 to 100. The peer group is the platform's accounts of the same niche and country in the same follower tier (0–1K, 1–5K, 5–20K, 20–100K, 100K–1M, >1M); P10, P25, median, P75 and P90 describe its spread.",
    unit: 'percentile (0–100); the spread in the figure’s own unit',
    source: "The peers' public figures, computed with the same formulas as the account's own, over the same last 30 days.",
    day: 'As the figure compared.',
    period: 'The last 30 days, the same for every account of the group.',
    unknown: 'A peer group under 5 accounts shows no percentile and no spread (—): the tier benchmark stands in.',
    csv: ['percentile', 'p10', 'p25', 'median', 'p75', 'p90'],
    shownOn: 'User Comparison, reports.',
  },
  {
    id: 'tier-benchmark',
    name: 'Tier benchmark (HypeAuditor)',
    formula: `HypeAuditor's published average engagement rate of the account's follower tier: ${TIER_TABLE}.`,
    unit: 'percent (in the peer table of a CSV export, a percentage number beside unit percent)',
    source: `${TIER_BENCHMARK_SOURCE} (a published table, not a Graph metric).`,
    day: 'Not tied to a day: a published yardstick.',
    period: 'Not tied to the period.',
    unknown: 'Published for public ER only: other figures show —.',
    csv: ['benchmark'],
    shownOn: 'User Comparison, reports, the assistant.',
  },
  {
    id: 'competitor-figures',
    name: 'Competitor figures',
    formula:
      'followers, net follower growth, follower growth %, posts per week, average likes, average comments and public ER: computed with the same formulas, over the same period, for the account itself and for every competitor beside it; with the posts whose likes their owner hides, left out of average likes and public ER.',
    unit: 'as each figure',
    source: `Graph business_discovery: followers_count, media_count and each post's like_count and comments_count (a competitor's reach, saves and shares are never available).`,
    day: "As each figure; a competitor's posts are placed on the tracking account's clock.",
    period: POSTS_OF_PERIOD,
    unknown: `As each figure: a competitor without posts in the period has no public ER (—). ${LIKES_LEFT_OUT}`,
    // posts_with_hidden_likes: the posts left out of avg_likes and public_er_pct (a count, 0 when none).
    csv: [
      'account',
      'account_kind',
      'followers',
      'net_follower_growth',
      'follower_growth_pct',
      'posts_per_week',
      'avg_likes',
      'posts_with_hidden_likes',
      'avg_comments',
      'public_er_pct',
    ],
    shownOn: 'Competitors, a competitor, reports, the assistant.',
  },
  {
    id: 'competitor-trends',
    name: 'Competitor trends',
    aka: ['Followers over time', 'Public ER by week'],
    formula:
      "Followers: each account's follower count on each day of the period with a snapshot. Public ER by week: public ER (see Public ER) of the posts each account published in each 7-day run of the period counted from its first day, the last run cut at the period's last day.",
    unit: 'accounts (a count); percent',
    source:
      'The stored follower snapshots (your daily profile snapshots; a competitor’s business_discovery followers_count at each refresh) and the like_count and comments_count of the posts.',
    day: 'The snapshot day; a post’s day on the tracking account’s clock.',
    period: "The period's calendar days; the weeks start on its first day.",
    unknown:
      'A day without a snapshot has no point (a competitor has none before tracking began, which the page says as "tracking since"); a week without posts has no public ER. Neither is drawn as 0.',
    csv: ['account', 'account_kind', 'date', 'followers', 'public_er_pct'],
    shownOn: 'Competitors.',
  },
  {
    id: 'growth-ranking',
    name: 'Growth ranking',
    formula:
      'The account and its competitors ordered by follower growth % over the period, highest first, net follower growth breaking ties; accounts whose growth is unknown come last, unranked. Growth is the competitors table’s own (see Net follower growth and Follower growth %).',
    unit: 'rank',
    source: 'The stored follower snapshots, as for Net follower growth.',
    day: 'Two snapshot days: the day before the period (or its first recorded day) and its last recorded day.',
    period: DAYS_OF_PERIOD,
    unknown: 'Fewer than two snapshots in the period (a competitor tracked since a day inside it): unranked, with "tracking since" that day.',
    csv: ['account', 'account_kind', 'net_follower_growth', 'follower_growth_pct'],
    shownOn: 'Competitors.',
  },
  {
    id: 'watch-time',
    name: 'Reels watch time',
    aka: ['Average watch time', 'Total watch time'],
    formula: 'the average time a reel was played per play, and the total time it was played, each as Meta reports it.',
    unit: 'milliseconds (shown as seconds, minutes or hours)',
    source: `${MEDIA_INSIGHTS}: ig_reels_avg_watch_time and ig_reels_video_view_total_time (reels only; Meta answers both in milliseconds).`,
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: `${REFUSED} Not a reel: no value.`,
    csv: ['avg_watch_time_ms', 'total_watch_time_ms'],
    shownOn: 'Reels, the posts API and the assistant.',
  },
  {
    id: 'reels-avg-watch-time',
    name: 'Average watch time of the period’s reels',
    formula: 'mean of the average watch times of the reels published in the period, each reel counted once, over the reels whose watch time Meta served.',
    unit: 'milliseconds (shown as seconds)',
    source: 'The stored ig_reels_avg_watch_time of each reel.',
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: `No reel in the period, or Meta served the watch time of none: shown as —. ${PERIOD_OVER_KNOWN}`,
    csv: [],
    shownOn: 'Reels and the assistant.',
  },
  {
    id: 'reels-total-watch-time',
    name: 'Total watch time of the period’s reels',
    formula: 'sum of the total watch times of the reels published in the period, over the reels whose watch time Meta served.',
    unit: 'milliseconds (shown as minutes or hours)',
    source: 'The stored ig_reels_video_view_total_time of each reel.',
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: `No reel in the period, or Meta served the watch time of none: shown as —. ${PERIOD_OVER_KNOWN}`,
    csv: [],
    shownOn: 'Reels and the assistant.',
  },
  {
    id: 'reels-watch-time-trend',
    name: 'Reels watch time by week',
    formula:
      'for each week (Monday to Sunday on the account’s clock) that holds a reel of the period: the mean average watch time and the summed total watch time of that week’s reels, over the reels Meta served.',
    unit: 'milliseconds per week (shown as seconds and minutes)',
    source: 'The stored watch times of each reel, grouped by the week it was published.',
    day: 'The Monday of the week the reel was published, in the account’s own time zone.',
    period: POSTS_OF_PERIOD,
    unknown: 'A week whose reels Meta served no watch time for: shown as —, never as 0.',
    csv: ['week_start', 'reels', 'avg_watch_time_ms', 'total_watch_time_ms'],
    shownOn: 'Reels.',
  },
  {
    id: 'watch-time-vs-length',
    name: 'Watch time vs length',
    aka: ['Share of the reel held'],
    formula: 'average watch time ÷ the reel’s length, where the length is known.',
    unit: 'percent of the reel',
    source:
      'ig_reels_avg_watch_time and the reel’s length. Meta’s IG Media node offers no length (https://developers.facebook.com/docs/instagram-platform/reference/instagram-media), so the product stores none and never estimates one.',
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: 'Always unknown today: Meta does not offer a reel’s length, so the page says “length not offered” and ranks reels by average watch time instead.',
    csv: [],
    shownOn: 'Reels.',
  },
  {
    id: 'views-by-follower',
    name: 'Views from followers and non-followers',
    formula: 'sum over the period’s answered days of Meta’s views split by follower_type: FOLLOWER and NON_FOLLOWER.',
    unit: 'views (a count)',
    source: `${DISCOVERY_INSIGHTS}: views with metric_type=total_value and breakdown=follower_type, asked one day at a time.`,
    day: DISCOVERY_DAY,
    period: DISCOVERY_PERIOD,
    unknown: DISCOVERY_UNKNOWN,
    csv: ['views_followers', 'views_non_followers'],
    shownOn: 'Discovery and the assistant.',
  },
  {
    id: 'reach-by-follower',
    name: 'Reach among followers and non-followers',
    formula:
      'sum over the period’s answered days of Meta’s daily reach split by follow_type: FOLLOWER and NON_FOLLOWER. A sum of daily reach: an account reached on two days counts twice.',
    unit: 'accounts reached per day, summed',
    source: `${DISCOVERY_INSIGHTS}: reach with metric_type=total_value and breakdown=follow_type, asked one day at a time.`,
    day: DISCOVERY_DAY,
    period: DISCOVERY_PERIOD,
    unknown: DISCOVERY_UNKNOWN,
    csv: ['reach_followers', 'reach_non_followers'],
    shownOn: 'Discovery and the assistant.',
  },
  {
    id: 'non-follower-share',
    name: 'Non-follower share',
    formula: 'non-followers ÷ (followers + non-followers) of the period’s views, or of its reach.',
    unit: 'percent',
    source: 'Views from followers and non-followers; reach among followers and non-followers.',
    day: DISCOVERY_DAY,
    period: DISCOVERY_PERIOD,
    unknown: `${DISCOVERY_UNKNOWN} Also — when both parts are 0.`,
    csv: ['non_follower_share_pct'],
    shownOn: 'Discovery and the assistant.',
  },
  {
    id: 'profile-link-taps',
    name: 'Profile link taps',
    formula:
      'sum over the period’s answered days of Meta’s taps on the profile’s contact buttons, in total and per contact_button_type (CALL, EMAIL, DIRECTION, TEXT, BOOK_NOW, …).',
    unit: 'taps (a count)',
    source: `${DISCOVERY_INSIGHTS}: profile_links_taps with metric_type=total_value and breakdown=contact_button_type.`,
    day: DISCOVERY_DAY,
    period: DISCOVERY_PERIOD,
    unknown: DISCOVERY_UNKNOWN,
    csv: ['link_taps'],
    shownOn: 'Discovery and the assistant.',
  },
  {
    id: 'follows-and-unfollows',
    name: 'Follows and unfollows',
    aka: ['Net follows'],
    formula:
      'sum over the period’s answered days of Meta’s follows_and_unfollows split by follow_type: FOLLOWER counts the accounts that followed, NON_FOLLOWER those that unfollowed or left Instagram; net = follows − unfollows.',
    unit: 'accounts (a count)',
    source: `${DISCOVERY_INSIGHTS}: follows_and_unfollows with metric_type=total_value and breakdown=follow_type. Not the follower total, which comes only from the daily followers_count snapshots: the dashboard's net follower growth is the change of that total between the period's first and last days, so the two differ where Meta did not answer a day, and because Meta counts every follow and unfollow (an account that followed and left again counts in both), not the total.`,
    day: DISCOVERY_DAY,
    period: DISCOVERY_PERIOD,
    unknown: DISCOVERY_UNKNOWN,
    csv: ['follows', 'unfollows'],
    shownOn: 'Discovery and the assistant.',
  },
  {
    id: 'story-views',
    name: 'Story views',
    formula:
      'the times the story was seen, replays included, as Meta reports it; over several stories (a day, a sequence), the sum over the stories whose value is known.',
    unit: 'views (a count)',
    source: `${STORY_INSIGHTS}: views.`,
    day: STORY_DAY,
    period: STORIES_OF_PERIOD,
    unknown: STORY_UNKNOWN,
    csv: [],
    shownOn: 'Stories, the assistant.',
  },
  {
    id: 'story-reach',
    name: 'Story reach',
    formula: 'the accounts that saw the story at least once; over several stories, the sum of their reaches (an account that saw two stories counts twice).',
    unit: 'accounts (a count)',
    source: `${STORY_INSIGHTS}: reach; or Meta's story_insights webhook once the story expired (a value under 5 sent as -1 is left unknown).`,
    day: STORY_DAY,
    period: STORIES_OF_PERIOD,
    unknown: STORY_UNKNOWN,
    csv: [],
    shownOn: 'Stories, the assistant.',
  },
  {
    id: 'story-replies',
    name: 'Story replies',
    formula: 'the replies (direct messages) sent to the story; over several stories, the sum.',
    unit: 'replies (a count)',
    source: `${STORY_INSIGHTS}: replies. Meta counts no replies from people in Europe and Japan (0 for stories posted there).`,
    day: STORY_DAY,
    period: STORIES_OF_PERIOD,
    unknown: STORY_UNKNOWN,
    csv: [],
    shownOn: 'Stories, the assistant.',
  },
  {
    id: 'story-interactions',
    name: 'Story interactions',
    aka: ['Shares', 'Follows', 'Profile visits'],
    formula: 'shares, follows and profile visits the story led to, each as Meta reports it, and total_interactions as Meta sums them.',
    unit: 'a count each',
    source: `${STORY_INSIGHTS}: shares, follows, profile_visits, total_interactions.`,
    day: STORY_DAY,
    period: STORIES_OF_PERIOD,
    unknown: STORY_UNKNOWN,
    csv: [],
    shownOn: 'Stories (a story’s details), the assistant.',
  },
  {
    id: 'story-navigation',
    name: 'Story navigation',
    aka: ['Taps forward', 'Taps back', 'Exits', 'Swipes forward'],
    formula:
      'what viewers did while on the story: tapped forward to the next story, tapped back, exited the stories, or swiped forward to the next account; each a count, and together Meta’s navigation.',
    unit: 'actions (a count each)',
    source: `${STORY_INSIGHTS}: navigation with the story_navigation_action_type breakdown (tap_forward, tap_back, tap_exit, swipe_forward).`,
    day: STORY_DAY,
    period: STORIES_OF_PERIOD,
    unknown: STORY_UNKNOWN,
    csv: [],
    shownOn: 'Stories (a story’s details), the assistant.',
  },
  {
    id: 'story-completion',
    name: 'Story completion',
    formula:
      '1 − (exits + taps forward) ÷ views: the share of views that neither left the stories nor skipped ahead. Over several stories (a day, a sequence), 1 − (Σ exits + Σ taps forward) ÷ Σ views over the stories whose three parts are all known.',
    unit: 'percent',
    source: 'Story views and story navigation (tap_exit and tap_forward) above.',
    day: STORY_DAY,
    period: `${STORIES_OF_PERIOD} A sequence is a run of stories each posted within 60 minutes of the one before.`,
    unknown: `${STORY_UNKNOWN} Any of views, exits or taps forward unknown, or no views: —.`,
    csv: [],
    shownOn: 'Stories, the assistant.',
  },
  {
    id: 'story-exit-rate',
    name: 'Exit rate',
    aka: ['Story exit rate'],
    formula:
      'exits ÷ views of one story: the share of its views that left the stories on it (tapped exit, swiped down or closed the app). Completion counts these exits too, with the taps forward.',
    unit: 'percent',
    source: 'Story views and story navigation (tap_exit) above.',
    day: STORY_DAY,
    period: 'One story: its figures as the last read kept them.',
    unknown: `${STORY_UNKNOWN} Views or exits unknown, or no views: —.`,
    csv: [],
    shownOn: 'Stories (each story’s row).',
  },
  {
    id: 'mention-figures',
    name: 'Mentions and tags',
    aka: ['Tagged posts', 'Mentions'],
    formula: 'each post of another account that tags the account or @mentions it, with its author, its likes and its comments as the post shows them publicly.',
    unit: 'posts, each with like and comment counts',
    source:
      'Graph /{ig-user-id}/tags (read with the stories, hourly), and the mentions webhook with the post read through mentioned_media (like_count, comments_count, username) and, for a mention in a comment, the comment’s text through mentioned_comment (unknown when Meta refuses it, e.g. comments turned off on the post).',
    day: 'The day the post was published, in the account’s own time zone.',
    period: 'The newest first, whatever their day.',
    unknown:
      'Meta refused reading the post (a private account, a missing permission): its figures are —, never 0. Its likes are — too where its owner hides them (Meta leaves like_count out).',
    csv: [],
    shownOn: 'Stories → Mentions & tags.',
  },
  {
    id: 'recommendations',
    name: 'Recommendations',
    formula:
      "comparisons between groups of the account's own posts in the period (formats, caption lengths, hashtags, times): how many times better one group did than another (the ratio of their means) with a confidence interval, simultaneous over every pair the grouping offered. A recommendation is made only when the interval leaves out no difference (a ratio of 1), and states its basis: the figures and the number of posts behind it.",
    unit: 'text, with its ratio, interval and basis',
    source: 'The content groups above.',
    day: POST_DAY,
    period: POSTS_OF_PERIOD,
    unknown: 'When no interval leaves out no difference, nothing is recommended: the page says there are not enough posts yet.',
    csv: [],
    shownOn: 'Content Assistant.',
  },
  {
    id: 'follower-demographics',
    name: 'Follower demographics',
    aka: ['Followers (audience)'],
    formula:
      "the number of the account's followers in each age × gender bucket (ages 13-17 … 65+; women, men, not specified), in each country and in each city, as Meta counts them.",
    unit: 'accounts (a count per bucket)',
    source: AUDIENCE_SOURCE('follower_demographics'),
    day: AUDIENCE_DAY,
    period:
      'None: who follows the account on the day of the snapshot (Meta is asked with timeframe this_month, which it documents for the demographics metrics).',
    unknown: AUDIENCE_UNKNOWN,
    csv: ['audience_followers'],
    shownOn: AUDIENCE_SHOWN,
  },
  {
    id: 'engaged-audience',
    name: 'Engaged audience demographics',
    formula:
      'the number of accounts that interacted with the account (liked, commented, shared, saved, replied) in each age × gender bucket, country and city, as Meta counts them for the timeframe.',
    unit: 'accounts (a count per bucket)',
    source: AUDIENCE_SOURCE('engaged_audience_demographics'),
    day: AUDIENCE_DAY,
    period: "Meta's timeframe this_month, as Meta defines it on the day of the snapshot (its pages do not list the days; see This month).",
    unknown: AUDIENCE_UNKNOWN,
    csv: ['audience_engaged'],
    shownOn: AUDIENCE_SHOWN,
  },
  {
    id: 'reached-audience',
    name: 'Reached audience demographics',
    formula:
      "the number of accounts that saw the account's content at least once in each age × gender bucket, country and city, as Meta counts them for the timeframe.",
    unit: 'accounts (a count per bucket)',
    source: AUDIENCE_SOURCE('reached_audience_demographics'),
    day: AUDIENCE_DAY,
    period: "Meta's timeframe this_month, as Meta defines it on the day of the snapshot (its pages do not list the days; see This month).",
    unknown: AUDIENCE_UNKNOWN,
    csv: ['audience_reached'],
    shownOn: AUDIENCE_SHOWN,
  },
  {
    id: 'audience-share',
    name: 'Audience share',
    aka: ['Share of followers', 'Share of engaged', 'Share of reached'],
    formula:
      "a bucket's count ÷ the sum of the counts Meta returned for that breakdown and audience × 100. Age and gender shares are of the age × gender cells; a country's or a city's share is of the places Meta listed (at most 45), so it is a share of the people Meta has data for, not of the follower count.",
    unit: 'percent',
    source: 'The stored audience snapshot (follower, engaged or reached demographics).',
    day: AUDIENCE_DAY,
    period: 'As the audience it is a share of (see above).',
    unknown: `${AUDIENCE_UNKNOWN} A bucket Meta did not list in a breakdown it served is 0 % of it.`,
    csv: ['followers_share_pct', 'engaged_share_pct', 'reached_share_pct'],
    shownOn: AUDIENCE_SHOWN,
  },
  {
    id: 'audience-difference-pp',
    name: 'Engaged or reached vs followers',
    aka: ['Difference from followers'],
    formula:
      "a bucket's share of the engaged (or reached) audience − its share of the followers, in percentage points, from the same snapshot. Positive: the bucket engages (or is reached) more than its weight among followers.",
    unit: 'pp (percentage points), signed',
    source: 'The audience shares of the latest snapshot.',
    day: AUDIENCE_DAY,
    period: "The engaged or reached audience's timeframe, against the followers on the same day.",
    unknown: 'Either share unknown (not offered or refused): shown as —.',
    csv: ['engaged_vs_followers_pp', 'reached_vs_followers_pp'],
    shownOn: AUDIENCE_SHOWN,
  },
  {
    id: 'audience-change-pp',
    name: 'Change in follower share',
    formula:
      "a bucket's share of the followers in the latest snapshot − its share in the snapshot before it (the latest earlier day with one), in percentage points.",
    unit: 'pp (percentage points), signed',
    source: 'Two stored follower demographics snapshots.',
    day: 'The two snapshot days, both named on the page.',
    period: 'From the earlier snapshot day to the latest one.',
    unknown: 'No earlier snapshot (the audience has been read on one day only), or either share unknown: shown as —.',
    csv: ['followers_change_pp'],
    shownOn: AUDIENCE_SHOWN,
  },
] as const satisfies readonly GlossaryEntry[];

export type GlossaryId = (typeof entries)[number]['id'];
export const GLOSSARY: readonly GlossaryEntry[] = entries;

/** The rules every entry relies on, each a section of the glossary before the figures. */
export const GLOSSARY_RULES: readonly { id: string; title: string; paragraphs: readonly string[] }[] = [
  {
    id: 'the-period',
    title: 'The period',
    paragraphs: [
      "A period is a set of calendar days in the account's own time zone, the first and the last day included, never past today there.",
      "A post belongs to the calendar day it was published on in the account's time zone; a competitor's posts are placed on the clock of the account that tracks it. A daily figure (reach, a follower snapshot) belongs to the day it was recorded for.",
      'A change compares the period with its comparison period (see Comparison period): by default the previous period, which has as many days as the period and ends the day before its first day; or the same days a year earlier; or nothing.',
    ],
  },
  {
    id: 'rate-changes',
    title: 'Rate changes',
    paragraphs: [
      'A rate (a percentage such as ER by reach, public ER or an audience share) changes by the difference of the two rates, in percentage points (pp), never as a relative percentage: from 4.72% to 5.12% is +0.4 pp, not +8.5%. A count or an average changes relative to its comparison value, as a percentage: from 1,000 to 1,042 is +4.2%.',
    ],
  },
  {
    id: 'unknown-values',
    title: 'Unknown values',
    paragraphs: [
      'When Meta refuses a figure (a missing permission) or does not offer it (too few followers or viewers, a post older than the business conversion), the figure is unknown: shown as — with the reason where one is known, exported as an empty cell, and never counted as 0.',
      'A total over several days or posts sums only the values Meta served, and is unknown when it served none. Settings → Connected accounts names what the last sync could not read and why.',
      'Likes an owner hides are unknown too: Meta leaves like_count out of a post read through another endpoint when its owner hides the count (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media). Such a post shows — (hidden by the owner) for its likes, and has no interactions, public ER or ER by reach. Every average, sum and ranking built on likes leaves it out and says how many posts it left out; it counts in the posts published. For the account’s own posts the likes insight, the owner’s own count, stands in for like_count; nothing else is estimated in their place, not even from Meta’s total_interactions (read with the likes insight, and a different sum).',
    ],
  },
  {
    id: 'formats',
    title: 'Numbers and dates',
    paragraphs: [
      "Numbers, percentages and dates are written in your browser's language. A change carries its sign (+4.2%, −1.6%, +0.4 pp, one minus sign throughout). A day reads like 3 Nov 2026, a moment like 3 Nov 2026, 14:05, and a period like 3 – 9 Nov 2026 (in English as spoken in the UK; other languages order them their own way).",
    ],
  },
  {
    id: 'csv-exports',
    title: 'CSV exports',
    paragraphs: [
      'Every Export CSV writes data, not the text on screen: a header row with the column names given in this glossary, one row per table row, numbers without thousands separators, dates as YYYY-MM-DD, and an unknown value as an empty cell (never — or 0).',
      'Percentages are percentage numbers in a column whose name ends in _pct: a public ER of 4.72% is 4.72 in public_er_pct. Media types are Instagram’s own (IMAGE, VIDEO, CAROUSEL_ALBUM, REELS); accounts are usernames without the @.',
      `Numbers are rounded half away from zero to the precision of their kind, at least as fine as a screen shows them. ${Object.values(CSV_PRECISION)
        .map((kind) => kind.rule)
        .join(' ')} In the peer table (metric, unit, value) a row's figures take its unit's precision: percent 2 decimals, per_week and count (an average) 1.`,
      'The file is named after the account, the table and the period, for example mayamoves.fit_dashboard-followers_2026-10-25_2026-11-23.csv.',
      'Columns that are not figures: date, published_date and compared_date (a calendar day, YYYY-MM-DD, on the account’s clock; compared_date is the comparison period’s day beside the period’s), published_at (the moment, ISO 8601 in UTC), media_type, caption, permalink, account and account_kind (own or competitor), hashtag (without the #), for audience figures age (Meta’s bucket, 13-17 … 65+), gender (women, men or not specified), country (ISO 3166 code) and city (as Meta names it, “City, Region”), and for peer figures metric (the glossary entry), unit (percent, per_week or count), value (the account’s figure in that unit) and percentile, and contact_button (Meta’s name of a profile button: CALL, EMAIL, DIRECTION, TEXT, BOOK_NOW, …).',
      'A text cell that begins with =, +, -, @, a tab or a carriage return starts with an apostrophe, so that no spreadsheet runs it as a formula; numbers, negative ones included, stay numbers.',
      'A table in an assistant reply is exported as written, named with the time it was exported: its headers unchanged, counts as plain numbers, a percentage with its % sign (a spreadsheet reads it as a number; one column may mix units), and — as an empty cell.',
    ],
  },
];

/** The CSV columns that hold no figure of the glossary, each described in #csv-exports: with the entries' csv names, every column an export may have. */
export const NON_FIGURE_CSV_COLUMNS = [
  'date',
  'compared_date',
  'published_date',
  'published_at',
  'media_type',
  'caption',
  'permalink',
  'account',
  'account_kind',
  'hashtag',
  'metric',
  'unit',
  'value',
  'percentile',
  'age',
  'gender',
  'country',
  'city',
  'contact_button',
] as const;

/** Every column name an export may write: the glossary entries' and the non-figure columns. */
export const csvColumnNames = (): ReadonlySet<string> => new Set([...GLOSSARY.flatMap((entry) => entry.csv), ...NON_FIGURE_CSV_COLUMNS]);

export const glossaryEntry = (id: GlossaryId): GlossaryEntry => GLOSSARY.find((entry) => entry.id === id)!;

/** The labelled facts of an entry, in the order the page and docs/metrics.md give them. */
export function entryFacts(entry: GlossaryEntry): { label: string; text: string }[] {
  return [
    { label: 'Formula', text: entry.formula },
    { label: 'Unit', text: entry.unit },
    { label: 'Source', text: entry.source },
    { label: 'Day', text: entry.day },
    { label: 'Period', text: entry.period },
    { label: 'Unknown', text: entry.unknown },
    ...(entry.csv.length ? [{ label: entry.csv.length === 1 ? 'CSV column' : 'CSV columns', text: entry.csv.join(', ') }] : []),
    ...(entry.aka?.length ? [{ label: 'Also shown as', text: entry.aka.join(', ') }] : []),
    { label: 'Shown on', text: entry.shownOn },
  ];
}

/** docs/metrics.md: the same rules and entries as the in-app page, as Markdown. */
export function glossaryMarkdown(): string {
  const intro = [
    '# Metrics glossary',
    '',
    '<!-- Generated from src/shared/glossary.ts: edit that file, then run `WRITE_GLOSSARY=1 npx jest src/shared/glossary.test.ts --selectProjects client`. -->',
    '',
    'Every figure the product shows or exports, with its formula, unit, source, the day it is attributed to, what "the period" includes for it and what "unknown" means. The app shows the same text at /app/metrics, and every ⓘ beside a figure links to its entry.',
    '',
  ];
  const rules = GLOSSARY_RULES.flatMap((rule) => [`## ${rule.title}`, '', ...rule.paragraphs.flatMap((paragraph) => [paragraph, ''])]);
  const index = ['## Figures', '', ...GLOSSARY.map((entry) => `- [${entry.name}](#${entry.id})`), ''];
  const figures = GLOSSARY.flatMap((entry) => [
    `### ${entry.name}`,
    '',
    `<a id="${entry.id}"></a>`,
    '',
    ...entryFacts(entry).map(
      ({ label, text }) =>
        `- **${label}:** ${
          label.startsWith('CSV')
            ? text
                .split(', ')
                .map((name) => `\`${name}\``)
                .join(', ')
            : text
        }`,
    ),
    '',
  ]);
  return [...intro, ...rules, ...index, ...figures].join('\n');
}
