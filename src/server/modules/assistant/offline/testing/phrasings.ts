/**
 * Questions as people type them into the side chat (lower case, typos, no question mark), each with
 * the lookup it needs and the period it is about. phrasings.test.ts asserts every row; docs/assistant.md
 * summarises them. `period` names a period asked on Monday 23 November 2026 (the test spells out its
 * dates); 'none' is a lookup that takes no period.
 */
import type { DataQuestion } from '../questions';

export type PhrasedPeriod =
  | 'default'
  | 'lastMonth'
  | 'thisMonth'
  | 'lastWeek'
  | 'thisWeek'
  | 'yesterday'
  | 'today'
  | 'last7'
  | 'last14'
  | 'last30'
  | 'last90'
  | 'october'
  | 'september2026'
  | 'lastYear'
  | 'thisYear'
  | 'none';

export type Phrasing = [question: string, kind: DataQuestion['kind'], period: PhrasedPeriod];

export const PHRASINGS: readonly Phrasing[] = [
  // One figure asked for itself: the overview, that figure first
  ['What is my engagement rate?', 'overview', 'default'],
  ['whats my engagement rate', 'overview', 'default'],
  ['my engagement rate', 'overview', 'default'],
  ['what is my ER last month', 'overview', 'lastMonth'],
  ['whats my reach', 'overview', 'default'],
  ['How many followers did I gain?', 'overview', 'default'],
  ['how many followers do i have', 'overview', 'default'],
  ['how many new followers this week', 'overview', 'thisWeek'],
  ['what are my views this month', 'overview', 'thisMonth'],
  // The overview for a period
  ['How did last month go?', 'overview', 'lastMonth'],
  ['how did last month go', 'overview', 'lastMonth'],
  ['how did lsat month go', 'overview', 'lastMonth'],
  ['how was last month', 'overview', 'lastMonth'],
  ['how did i do last month', 'overview', 'lastMonth'],
  ['last month recap', 'overview', 'lastMonth'],
  ['how did we do in october', 'overview', 'october'],
  ['how did octobr go', 'overview', 'october'],
  ['how was october', 'overview', 'october'],
  ['how is this month going', 'overview', 'thisMonth'],
  ['how is this moth going', 'overview', 'thisMonth'],
  ['this month so far', 'overview', 'thisMonth'],
  ['how was last week', 'overview', 'lastWeek'],
  ['how did last wek go', 'overview', 'lastWeek'],
  ['how did the previous week look', 'overview', 'lastWeek'],
  ['hows this week looking', 'overview', 'thisWeek'],
  ['how is this week going', 'overview', 'thisWeek'],
  ['how did yesterday go', 'overview', 'yesterday'],
  ['how was yesterady', 'overview', 'yesterday'],
  ['how am i doing today', 'overview', 'today'],
  ['how did i do in the last 7 days', 'overview', 'last7'],
  ['how did the last seven days go', 'overview', 'last7'],
  ['how was the past 2 weeks', 'overview', 'last14'],
  ['how am i doing', 'overview', 'default'],
  ['how am i doing lately', 'overview', 'default'],
  ['hows my account doing', 'overview', 'default'],
  ['how is my instagram doing', 'overview', 'default'],
  ['how is my ig doing', 'overview', 'default'],
  ['give me an overview', 'overview', 'default'],
  ['overveiw of the last 30 days', 'overview', 'last30'],
  ['stats for the last 90 days', 'overview', 'last90'],
  ['my statistics last 90 days', 'overview', 'last90'],
  ['show me my numbers for last month', 'overview', 'lastMonth'],
  ['performance last year', 'overview', 'lastYear'],
  ['how did last year go', 'overview', 'lastYear'],
  ['how is this year going', 'overview', 'thisYear'],
  ['summary of september 2026', 'overview', 'september2026'],
  ['how many followers did i gain last month', 'overview', 'lastMonth'],
  ['followers last week', 'overview', 'lastWeek'],
  ['reach in october', 'overview', 'october'],
  ['my engagment last month', 'overview', 'lastMonth'],
  ['am i growing', 'overview', 'default'],
  ['how did it go last month', 'overview', 'lastMonth'],
  ['how are things going this week', 'overview', 'thisWeek'],
  ['kpis for the last 30 days', 'overview', 'last30'],
  // Reels and their watch time
  ['How are my reels doing?', 'reels', 'default'],
  ['how are my reels doing', 'reels', 'default'],
  ['how are my reles doing', 'reels', 'default'],
  ['how are my reals doing', 'reels', 'default'],
  ['how did my reels do last month', 'reels', 'lastMonth'],
  ['how did my reels perform in october', 'reels', 'october'],
  ['reels performance this month', 'reels', 'thisMonth'],
  ['reel stats last 90 days', 'reels', 'last90'],
  ['reels views last week', 'reels', 'lastWeek'],
  ['what is my watch time', 'reels', 'default'],
  ['whats my average watchtime', 'reels', 'default'],
  ['avg watch time on reels last 30 days', 'reels', 'last30'],
  ['which reels keep people watching', 'reels', 'default'],
  ['which reel held peoples attention', 'reels', 'default'],
  ['how long do people watch my reels', 'reels', 'default'],
  ['which reels were watched the longest', 'reels', 'default'],
  ['wacth time this week', 'reels', 'thisWeek'],
  // Stories
  ['how are my stories doing', 'stories', 'none'],
  ['how did my storys do', 'stories', 'none'],
  ['story views', 'stories', 'none'],
  ['stories performance', 'stories', 'none'],
  ['my story completion', 'stories', 'none'],
  ['how are my stories performing lately', 'stories', 'none'],
  // Audience
  ['who is my audience', 'audience', 'none'],
  ['who are my folowers', 'audience', 'none'],
  ['where are my followers from', 'audience', 'none'],
  ['audience demographics', 'audience', 'none'],
  ['audiance demographics', 'audience', 'none'],
  ['how old are my followers', 'audience', 'none'],
  ['who follows me', 'audience', 'none'],
  ['tell me about my audience', 'audience', 'none'],
  ['what countries are my followers in', 'audience', 'none'],
  // Best time to post
  ['when should i post', 'bestTime', 'default'],
  ['when shuold i post', 'bestTime', 'default'],
  ['best time to post', 'bestTime', 'default'],
  ['best tiem to post', 'bestTime', 'default'],
  ['what time should i post', 'bestTime', 'default'],
  ['best days to post last 90 days', 'bestTime', 'last90'],
  ['when are my followers online', 'bestTime', 'default'],
  ['when is my audience most active', 'bestTime', 'default'],
  ['peak hours for my account', 'bestTime', 'default'],
  ['whats the best hour to publish', 'bestTime', 'default'],
  // Top posts
  ['what were my best posts this month', 'posts', 'thisMonth'],
  ['top posts last month', 'posts', 'lastMonth'],
  ['my top 5 posts', 'posts', 'default'],
  ['worst posts last week', 'posts', 'lastWeek'],
  ['which posts did best', 'posts', 'default'],
  ['most liked posts in october', 'posts', 'october'],
  ['best performing post last 30 days', 'posts', 'last30'],
  ['which of my posts flopped', 'posts', 'default'],
  // Competitors and peers
  ['how do i compare with my competitors', 'competitors', 'default'],
  ['how do i compare with my competiters', 'competitors', 'default'],
  ['competitors last month', 'competitors', 'lastMonth'],
  ['how do we stack up', 'competitors', 'default'],
  ['how am i doing against my rivals', 'competitors', 'default'],
  ['how do i compare to @rival_roasters', 'competitor', 'default'],
  ['compare me with similar accounts', 'peers', 'none'],
  ['accounts like mine', 'peers', 'none'],
  ['how do i rank among other accounts in my niche', 'peers', 'none'],
  // Discovery
  ['how many non-followers did i reach', 'discovery', 'default'],
  ['how many non followers did i reach last week', 'discovery', 'lastWeek'],
  ['nonfollowers reached this month', 'discovery', 'thisMonth'],
  ['how many people unfollowed me last week', 'discovery', 'lastWeek'],
  ['unfollows yesterday', 'discovery', 'yesterday'],
  ['profile taps last 30 days', 'discovery', 'last30'],
  ['how many new people found me', 'discovery', 'default'],
  ['discovery figures for october', 'discovery', 'october'],
  // Why a figure changed
  ['why did my reach drop', 'change', 'default'],
  ['why did my reahc drop', 'change', 'default'],
  ['why is my engagement down this month', 'change', 'thisMonth'],
  ['why did my views fall last week', 'change', 'lastWeek'],
  ['what happened to my followers', 'change', 'default'],
  // Hashtags, formats, content, what to post
  ['which hashtags work', 'hashtags', 'default'],
  ['best hashtags last 90 days', 'hashtags', 'last90'],
  ['which format works best', 'format', 'default'],
  ['are reels better than photos', 'format', 'default'],
  ['reels or carousels', 'format', 'default'],
  ['should i post more carousels', 'format', 'default'],
  ['what content works for me', 'content', 'default'],
  ['what works', 'content', 'default'],
  ['what should i post tomorrow', 'postingDay', 'none'],
  ['what should i post next', 'nextPost', 'none'],
];
