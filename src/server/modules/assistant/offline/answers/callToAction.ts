import type { AccountInsights } from '../../../../../shared/insights';
import { accountHandle } from '../../../../ai/accountFacts';
import { formatPercent, markdownTable, mediaTypeLabel } from '../../../../ai/format';
import { connectAccountNote, offlineFooter, slotLabel } from '../sections';

const CTAS: readonly [goal: string, cta: string, where: string][] = [
  ['More comments', '“Which one would you pick — A or B? Tell me below 👇”', 'Last line of the caption; last slide of a carousel'],
  ['More comments', '“Comment GUIDE and I’ll send you the full checklist.”', 'Reel caption plus on-screen text in the last 2 s'],
  ['More saves', '“Save this for the next time you [task] — you’ll want it.”', 'Final carousel slide, right after the summary'],
  ['More saves', '“Bookmark this before you [decision]; step 3 is the one people forget.”', 'First caption line after the hook'],
  ['Profile visits', '“Part 2 is on my profile — follow so you don’t miss it.”', 'End of a Reel series; pinned comment'],
  ['Profile visits', '“More breakdowns like this on {handle}.”', 'Middle of a long caption, after the value'],
  ['Link clicks', '“The full guide is behind the link in my bio.”', 'Caption of a post that teases the guide; repeat in Stories'],
  ['Link clicks', '“Tap the link sticker to get [the resource].”', 'Story with a link sticker, 1–2 h after the related post'],
];

function ctaTable(insights: AccountInsights | null): string {
  const handle = insights ? accountHandle(insights) : '@yourhandle';
  return markdownTable(
    ['Goal', 'Call to action', 'Where it works best'],
    CTAS.map(([goal, cta, where]) => [goal, cta.replace('{handle}', handle), where]),
  );
}

/** Comments as a share of likes + comments on the top posts: low values mean the audience watches but doesn't talk. */
function commentShare(insights: AccountInsights): number | null {
  const posts = insights.topPosts.posts;
  const interactions = posts.reduce((sum, p) => sum + p.likes + p.comments, 0);
  return interactions > 0 ? posts.reduce((sum, p) => sum + p.comments, 0) / interactions : null;
}

function dataNotes(insights: AccountInsights): string {
  const share = commentShare(insights);
  const best = insights.formatMix.formats[0];
  const slot = insights.bestTimes.hours[0];
  return [
    `**What ${accountHandle(insights)}’s numbers say**`,
    share === null
      ? null
      : share < 0.03
        ? `- Comments are only ${formatPercent(share, 1)} of likes + comments on your top posts: people watch but don’t talk. Lead with the **comment** CTAs.`
        : `- Comments are ${formatPercent(share, 1)} of likes + comments on your top posts — a talking audience. Lean on **saves** and **profile visits** to grow reach.`,
    best
      ? `- Your best format is **${mediaTypeLabel(best.mediaType)}** (${formatPercent(best.avgPublicEr)} average public ER): put your most important CTA there.`
      : null,
    slot ? `- Post link-sticker Stories around **${slotLabel(slot)}** (${insights.bestTimes.timezone}), when your posts engage best.` : null,
  ]
    .filter(Boolean)
    .join('\n');
}

const RULES = [
  '### Rules that make CTAs work',
  '- **One CTA per post.** Two asks halve the response to both.',
  '- **Match the CTA to the format:** Reels → follow or comment, carousels → save, Stories → link clicks.',
  '- **Make it effortless:** a one-word comment or an either/or choice beats “let me know your thoughts”.',
  '- **Give a reason:** say what they get (part 2, the checklist, a reply from you).',
  '- **Answer every reply within the first hour**; the conversation itself lifts distribution.',
].join('\n');

export function callToActionAnswer(insights: AccountInsights | null): string {
  return [
    '## 8 calls to action, grouped by goal',
    insights ? dataNotes(insights) : connectAccountNote('your comment-to-like ratio, best format and best posting time'),
    ctaTable(insights),
    RULES,
    offlineFooter(),
  ].join('\n\n');
}
