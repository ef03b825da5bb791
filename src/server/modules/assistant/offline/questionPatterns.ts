/**
 * The phrasings offline/questions.ts recognises, lower case. Each pattern lists the ways people
 * actually ask (the paraphrases are in questions.test.ts and offlineAnswers.test.ts); a question
 * none of them matches is left to the playbooks or answered with what the assistant can do.
 */
import type { MediaType } from '../../../../shared/insights';
import { WEEKDAY_NAMES } from '../../../../shared/dateSpan';
import type { KpiName } from './lookups/words';

const POSTING = '(?:post|posting|publish|publishing|upload|share)';

export const MENTION = /(?:^|[^\w@])@([a-z0-9._]{1,30})\b/;

export const PEERS =
  /\b(peers?|percentiles?|similar accounts|accounts like mine|(?:other|similar) (?:accounts|creators|businesses|brands|pages) (?:like|in|of|my)|(?:my|the same) (?:niche|industry)|accounts? (?:of )?my size|(?:rank|stand|compare)\w* (?:among|against|with|to) (?:other|similar) (?:accounts|creators|businesses))\b/;

/** "Who is my audience?", "Where are my followers from?", "How old are my followers?", "audience demographics". */
export const AUDIENCE =
  /\b(?:who (?:is|are) my (?:audience|followers)|where (?:are|do) my (?:followers|audience|fans)\b[^?]*\b(?:from|live|based)|(?:audience|follower) (?:demographics?|breakdown)|demographics?|how old are my (?:followers|audience)|who follows me|(?:about|describe) my (?:audience|followers)|(?:age|gender|countr(?:y|ies)|cit(?:y|ies)) (?:of|split of|breakdown of) my (?:followers|audience)|(?:which|what|top) (?:countries|cities) (?:are )?my (?:followers|audience)|my (?:followers|audience)(?:'s|’s)? (?:age|gender|countr(?:y|ies)|cit(?:y|ies)|locations?))\b/;

export const POST_VERB = new RegExp(`\\b${POSTING}\\b`);
export const DAY_WORD = new RegExp(`\\b(today|tonight|tomorrow|(?:on |this |next )(${WEEKDAY_NAMES.map((d) => d.toLowerCase()).join('|')}))\\b`);

/** "How did my stories do?", "story views", "my story completion": the Stories page's figures. */
export const STORIES =
  /\b(?:how (?:did|do|are|were) (?:my |the )?stories|(?:my|the) stories (?:do|did|doing|perform\w*)|stor(?:y|ies) (?:views|reach|replies|completion|insights|figures|stats|performance))\b/;

/** Requests for a playbook (ideas, a caption, a strategy…): the figures questions leave these alone. */
export const PLAYBOOK_REQUEST = /\b(ideas?|captions?|strateg\w*|plan|calls? to action|cta'?s?|tips?)\b/;

/** "Why did my reach drop?", "what happened to my views", and the dashboard's "What explains this?". */
export const CHANGE: readonly RegExp[] = [
  /\bwhy\b[^?]*\b(?:drop\w*|f[ae]ll\w*|down|declin\w*|decreas\w*|lower|less|fewer|worse|tank\w*|plummet\w*|dip\w*|slump\w*|shr[iu]nk\w*|stall\w*|los[et]|losing)\b/,
  /\bwhat (?:happened|explains|caused|is behind)\b/,
  /\b(?:reach|views|engagement|followers?)\b[^?]*\b(?:dropp?ed|fell|declined|decreased|went down|(?:is|are|has|have) (?:gone )?down)\b/,
];

/** "When should I post?", "best time to post", "what time do my posts do best". */
export const BEST_TIME: readonly RegExp[] = [
  new RegExp(`\\bwhen (?:should|shall|do|can|to|is it best to|is the best time to) (?:i |we )?${POSTING}\\b`),
  /\bbest (?:times?|days?|hours?|slots?|moments?)\b/,
  /\b(?:what|which) (?:time|times|days?|hours?)\b/,
  /\bwhen (?:is|are) my (?:audience|followers)\b/,
  /\bposting (?:times?|schedule|slots?)\b/,
  /\bpeak (?:times?|hours?|days?)\b|\b(?:audience|followers) (?:is |are )?(?:most )?(?:online|active)\b/,
];

export const NEXT_POST = new RegExp(
  `\\bwhat (?:should|shall|could|can|do) (?:i|we) (?:${POSTING}|make|create)\\b|\\bwhat to ${POSTING}\\b|\\bnext (?:post|reel|carousel)\\b`,
);
/** "…next week", "…this month": a plan over days, which the content-ideas playbook writes. */
export const LONGER_PLAN = /\b(?:next|this|coming) (?:week|month)|\bweeks\b|\bmonth\b/;

export const HASHTAGS = /\bhashtags?\b|(?:^|\s)#\w/;

const FORMAT_NAMES = '(?:reels?|carousels?|photos?|images?|pictures?|videos?|stories|single posts?)';
export const FORMAT: readonly RegExp[] = [
  /\b(?:which|what|best|top) (?:formats?|media types?|types? of posts?|kinds? of posts?)\b/,
  /\bformats?\b[^?]*\b(?:best|work|perform|better)\b/,
  new RegExp(`\\b${FORMAT_NAMES} (?:or|vs\\.?|versus|than|better than) ${FORMAT_NAMES}\\b`),
  new RegExp(`\\b(?:should|do|must) (?:i|we) (?:post|make|do|use) (?:more |fewer |less )?${FORMAT_NAMES}\\b`),
  new RegExp(`\\b(?:are|do) (?:my )?${FORMAT_NAMES} (?:better|worth|work|perform)`),
];

export const FORMAT_WORDS: readonly [RegExp, MediaType][] = [
  [/\breels?\b/, 'REELS'],
  [/\bcarousels?\b/, 'CAROUSEL_ALBUM'],
  [/\b(photos?|images?|pictures?|pics?)\b/, 'IMAGE'],
  [/\bvideos?\b/, 'VIDEO'],
];

/** The figure a question about a change names, most specific first ("ER by reach" before "reach"). */
export const METRIC_WORDS: readonly [RegExp, KpiName][] = [
  [
    /\bnet (?:follower )?growth\b|\bgrowth\b|\b(?:losing|lost|lose) followers\b|\b(?:gain\w*|got|get|new) (?:\w+ )?followers\b|\bfollowers? (?:did|have) (?:i|we) (?:gain\w*|get|got)\b/,
    'netGrowth',
  ],
  [/\ber by reach\b/, 'erByReach'],
  [/\bpublic er\b|\bengagement\b|\ber\b/, 'publicEr'],
  [/\binteractions?\b|\blikes\b|\bcomments\b/, 'avgInteractions'],
  [/\bviews?\b|\bplays\b|\bwatch/, 'views'],
  [/\breach\b|\bimpressions\b|\bseen\b|\bseeing\b/, 'reach'],
  [/\bfollowers?\b/, 'followers'],
  [/\bposts published\b|\bposting less\b/, 'posts'],
];

/**
 * "What is my engagement rate?", "how many followers did I gain", "what's my reach this month": one of
 * the dashboard's figures asked for itself. A question about raising it is a request for tips instead.
 */
export const FIGURE_ASKED =
  /\b(?:what(?:'s|’s| is| are| was| were)?|how (?:many|much|high|low|big|good)|tell me|show me|give me|check)\b[^?]*\b(?:my|our|the account(?:'s|’s)?)\b[^?]*\b(?:engagement(?: rate)?|er|reach|views|impressions|followers?|follower (?:count|growth)|interactions|likes|comments|growth)\b|\bhow many (?:new )?(?:followers|views|likes|comments|people|accounts)\b|^(?:my |our )?(?:engagement rate|er|reach|views|follower count|followers|follower growth)(?: (?:this|last) (?:week|month|year))?$/;
export const IMPROVEMENT = /\b(?:improve|increas\w*|boost\w*|rais\w*|grow(?:ing)?|get more|gain more|better|higher|double)\b/;

export const RANKED_POSTS =
  /\b(top|best|worst|bottom|weakest|strongest|most (?:liked|popular|engaging)|least (?:liked|popular|engaging)|flop\w*)\b[\w\s-]{0,25}\bposts?\b|\bposts? (?:did|performed|worked|went) (?:the )?(?:best|worst|well|badly)\b|\bwhich (?:of my )?posts?\b/;

export const CONTENT =
  /\bwhat (?:content|kinds? of (?:posts?|content)|types? of (?:posts?|content))\b.*\b(work|perform|do(?:es)? (?:best|well))|\bwhat works\b|\bcontent (?:findings|analysis|insights)\b|\b(?:which|best) caption length\b/;

export const COMPETITORS: readonly RegExp[] = [/\b(?:competitors?|competition|rivals?)\b/, /\bhow do (?:i|we) (?:compare|stack up|measure up)\b/];

export const HOW_AM_I_DOING =
  /\bhow (?:is|did|has|was) (?:it|everything|things|instagram|the account)\b|\bhow (?:it|things) (?:went|(?:is|are) going)\b|\b(?:numbers|figures|dashboard|report|kpi)\b|\bhow (?:did|am|was|were|have|has|is|are)(?: i| we| my| our)\b|\b(overview|stats|statistics|kpis?|performance|results|summary|recap|analytics)\b|\bam i (?:growing|doing (?:ok|okay|well|good|alright|badly))\b|\bhow(?:'s|’s) (?:my|our) (?:account|page|profile|instagram)\b/;

/** Words that ask how a format itself is doing ("How are my reels doing?", "reels performance", "story stats"). */
const HOW_IS_IT_DOING =
  /\bhow\b|\b(?:doing|going|perform|performing|performed|performance|stats|statistics|numbers|figures|insights|analytics|results|views|reach|overview|summary|update)\b/;
/** A comparison with another format is the format question instead ("Are reels better than photos?"). */
const AGAINST_ANOTHER = /\b(?:better|worse|worth|than|vs|versus|or|against|compared?)\b/;
const FORMAT_ALONE = { reels: /\breels?\b/, stories: /\bstor(?:y|ies)\b/ } as const;
const OTHER_FORMATS = {
  reels: /\b(?:carousels?|photos?|images?|pictures?|videos?|stor(?:y|ies)|single posts?)\b/,
  stories: /\b(?:carousels?|photos?|images?|pictures?|videos?|reels?|single posts?)\b/,
} as const;

/** Whether the question asks how the account's reels (or stories) are doing, on their own. */
export function asksAbout(format: keyof typeof FORMAT_ALONE, text: string): boolean {
  return FORMAT_ALONE[format].test(text) && HOW_IS_IT_DOING.test(text) && !AGAINST_ANOTHER.test(text) && !OTHER_FORMATS[format].test(text);
}

/** Reels: watch time, and which reels keep people watching ("Which reels keep people watching?"). */
export const REELS_WATCH =
  /\bwatch(?:ing)? ?time\b|\bkeeps? (?:people|viewers|them|my audience) watching\b|\b(?:hold(?:s|ing)?|held) (?:people'?s? |their |the )?attention\b|\bhow long (?:do )?(?:people|viewers) watch\b|\bwatched (?:the )?longest\b/;
/** Discovery: non-followers, profile link taps, follows and unfollows ("How many non-followers did I reach?"). */
export const DISCOVERY =
  /\bnon[- ]?followers?\b|\bnot following me\b|\bbeyond (?:my )?followers\b|\b(?:profile |link |button )taps?\b|\btaps? on (?:my )?(?:profile|buttons?|links?)\b|\bunfollow(?:s|ed|ers)?\b|\bfollows? and unfollows?\b|\bdiscover(?:y|ed)?\b|\bnew people\b|\bfound me\b|\bnew (?:audiences?|viewers)\b/;
