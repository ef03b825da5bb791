import type { AccountInsights } from '../../../../../shared/insights';
import { accountHandle } from '../../../../ai/accountFacts';
import { formatPercent, markdownTable, mediaTypeLabel, plural } from '../../../../ai/format';
import { connectAccountNote, offlineFooter, slotLabel } from '../sections';

const HOOKS = markdownTable(
  ['Hook type', 'Template', 'Example'],
  [
    ['Number', '[N] [things] I wish I knew before [situation]', '3 lighting mistakes I made in my first year'],
    ['Contrarian', 'Stop [common habit]. Do [better habit] instead.', 'Stop posting every day. Post these 3 times a week instead.'],
    ['Question', 'Why does [frustrating thing] keep happening?', 'Why do your Reels stall at 300 views?'],
    ['Result', 'How [result] happened in [time] with [method]', 'How we doubled bookings in 6 weeks with one Story'],
    ['Curiosity', 'Nobody talks about [overlooked thing]', 'Nobody talks about what happens after you hit post'],
  ],
);

function hashtagLine(insights: AccountInsights | null): string {
  const niche = insights?.account.nicheId?.replace(/[^a-z0-9]/gi, '').toLowerCase();
  const tags = niche
    ? [`#${niche}`, `#${niche}tips`, `#${niche}community`, '#[your city or region]', '#[the exact subject of the post]']
    : ['#[broad topic]', '#[topic]tips', '#[your community]', '#[your city or region]', '#[the exact subject of the post]'];
  return [
    `**Hashtags (5):** ${tags.join(' ')}`,
    '',
    'Mix sizes: one broad tag, two mid-sized ones (10K–500K posts) and two specific ones where you can rank. Relevance beats volume; keep them at the end of the caption.',
  ].join('\n');
}

function voiceNotes(insights: AccountInsights): string {
  const top = insights.topPosts.posts.slice(0, 3);
  const slot = insights.bestTimes.hours[0];
  const lines = top.map((p) => `- “${p.captionExcerpt || 'no caption'}” — ${mediaTypeLabel(p.mediaType)}, ${formatPercent(p.publicEr)} public ER`);
  return [
    `**Your voice, from ${accountHandle(insights)}’s best posts** (match their tone and length):`,
    ...(lines.length ? lines : ['- No posts synced yet.']),
    slot ? `\nPublish it around **${slotLabel(slot)}** (${insights.bestTimes.timezone}), your best hour by public ER (${plural(slot.posts, 'post')}).` : '',
  ].join('\n');
}

const SHORT_VARIANT = [
  '### Short variant (≈ 150 characters)',
  '> [Hook: a number or bold claim about the subject] 👇',
  '> [One sentence of the key takeaway, in plain words.]',
  '> Save this for later — and tell me: [simple either/or question]?',
].join('\n');

const LONG_VARIANT = [
  '### Long variant (≈ 800–1,200 characters)',
  '> [Hook: the problem your audience has, in their words.]',
  '>',
  '> [Two or three lines of story: what happened, what you tried, what changed.]',
  '>',
  '> Here’s what worked:',
  '> 1️⃣ [Step or tip one — concrete, with a number if you have one]',
  '> 2️⃣ [Step or tip two]',
  '> 3️⃣ [Step or tip three]',
  '>',
  '> [One line that names the result or the feeling after.]',
  '>',
  '> 💬 Comment “[KEYWORD]” and I’ll send you [the checklist / the details]. Save this so you have it when you need it.',
].join('\n');

export function writeCaptionAnswer(insights: AccountInsights | null): string {
  return [
    '## Caption for your next post — two variants',
    'Offline I can’t see the photo or video, so fill in the [brackets]; the structure is what makes captions perform: **hook → value → one call to action**.',
    insights ? voiceNotes(insights) : connectAccountNote('the tone of your top posts and your best posting time'),
    SHORT_VARIANT,
    LONG_VARIANT,
    hashtagLine(insights),
    '### Hook formulas that work',
    HOOKS,
    '**Before you post:** the first 125 characters show without “more”, so the hook must fit there; one emoji per idea at most; read it aloud once.',
    offlineFooter(),
  ].join('\n\n');
}
