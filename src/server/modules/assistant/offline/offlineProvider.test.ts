import type { ActionType } from '../../../../shared/chat';
import { CHAT_SUGGESTIONS } from '../../../../shared/chatSuggestions';
import type { AccountInsights } from '../../../../shared/insights';
import { users } from '../../../db/schema';
import { getAccountInsights } from '../accountInsights';
import { EXPECTED, seedAccount } from '../../analytics/testing/seedAccount';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers';
import type { ProviderMessage } from '../../../ai/types';
import { wordChunks } from './chunks';
import { inferIntent } from './intent';
import { SUGGESTED_QUESTIONS } from './answers/freeForm';
import { composeOfflineAnswer, createOfflineProvider } from './offlineProvider';
import { readDataQuestion } from './questions';

jest.setTimeout(30_000);

const user = (content: string): ProviderMessage[] => [{ role: 'user', content }];
const hasTable = (markdown: string) => /^\|.+\|\n\|( --- \|)+$/m.test(markdown);

describe('offline provider', () => {
  let database: TestDatabase;
  let insights: AccountInsights;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [owner] = await database.db.insert(users).values({ email: 'owner@example.test', name: 'Owner' }).returning();
    const accountId = await seedAccount(database.db, owner.id);
    insights = (await getAccountInsights(database.db, owner.id, accountId))!;
  }, 60_000);
  afterAll(() => database.close());

  const answer = (actionType: ActionType, withData = true) =>
    composeOfflineAnswer({ actionType, messages: user('help'), insights: withData ? insights : null, lookups: null });

  it('content ideas: best format, top post and a content calendar table from the data', async () => {
    const markdown = await answer('content_ideas');
    expect(markdown).toContain(`@${EXPECTED.username}`);
    expect(markdown).toContain(EXPECTED.topPostCaption);
    expect(markdown).toContain(EXPECTED.topPostEr);
    expect(markdown).toContain('Best format: **Reel**');
    expect(markdown).toContain(EXPECTED.timezone);
    expect(markdown).toMatch(/\| 1 \| Remix your best post/);
    expect(hasTable(markdown)).toBe(true);
  });

  it('caption: voice from the top posts, niche hashtags, best slot and a hook table', async () => {
    const markdown = await answer('write_caption');
    expect(markdown).toContain(EXPECTED.topPostCaption);
    expect(markdown).toContain('#fooddrink');
    expect(markdown).toContain('### Short variant');
    expect(markdown).toContain('### Long variant');
    // The dashboard's best hour (analytics/bestTime.ts): every seeded post was made at the same hour.
    expect(markdown).toContain('your best hour by public ER (12 posts)');
    expect(hasTable(markdown)).toBe(true);
  });

  it('marketing strategy: benchmark, growth, goals and a weekly plan from the data', async () => {
    const markdown = await answer('marketing_strategy');
    expect(markdown).toContain(EXPECTED.followers);
    expect(markdown).toContain(`${EXPECTED.growthNet} (+${EXPECTED.growthPercent})`);
    expect(markdown).toContain(EXPECTED.tierBenchmark);
    expect(markdown).toContain(`| Posts per week | ${EXPECTED.postsPerWeek} |`);
    expect(markdown).toMatch(/\| Week \| Focus \| Posts \| Formats \| Post at \|/);
    expect(markdown).toContain('HypeAuditor');
  });

  it('calls to action: eight CTAs in a table, advice from the comment share and best format', async () => {
    const markdown = await answer('call_to_action');
    expect(markdown.match(/^\| (More comments|More saves|Profile visits|Link clicks) \|/gm)).toHaveLength(8);
    expect(markdown).toContain(`@${EXPECTED.username}`);
    expect(markdown).toMatch(/Comments are (only )?\d+\.\d% of likes \+ comments/);
    expect(markdown).toContain('Your best format is **Reel**');
  });

  it('engagement tips: ER against the tier benchmark and five ranked changes', async () => {
    const markdown = await answer('engagement_tips');
    expect(markdown).toContain(`Benchmark (${EXPECTED.tierLabel} tier)`);
    expect(markdown).toContain(EXPECTED.tierBenchmark);
    expect(markdown).toMatch(/points (above|below)\*\* the 5–20K benchmark/);
    expect(markdown.match(/^[1-5]\. \*\*/gm)).toHaveLength(5);
    expect(markdown).toContain('Post consistently, 3–5 times a week.** You are at 2.8 posts/week');
    expect(hasTable(markdown)).toBe(true);
  });

  it('competitor analysis: you and each competitor in a table with public ER', async () => {
    const markdown = await answer('competitor_analysis');
    expect(markdown).toContain(`| **@${EXPECTED.username} (you)** | ${EXPECTED.followers} |`);
    expect(markdown).toContain(`| @${EXPECTED.rivalUsername} | 8,000 | ${EXPECTED.rivalEr} | ${EXPECTED.rivalPostsPerWeek} |`);
    expect(markdown).toContain(`**Most active:** @${EXPECTED.rivalUsername} posts 6.5 times a week against your ${EXPECTED.postsPerWeek}`);
    expect(markdown).toContain('Instagram shares only likes, comments and followers for other accounts');
  });

  it.each(['content_ideas', 'write_caption', 'marketing_strategy', 'call_to_action', 'engagement_tips', 'competitor_analysis'] as const)(
    '%s without an account still answers with the playbook, a table and what would personalise it',
    async (actionType) => {
      const markdown = await answer(actionType, false);
      expect(markdown).toContain('No Instagram account selected');
      expect(markdown).toContain('Connect an account');
      expect(hasTable(markdown)).toBe(true);
      expect(markdown).not.toContain(EXPECTED.username);
    },
  );

  it('competitor analysis without tracked competitors says how to add them', async () => {
    const markdown = await composeOfflineAnswer({
      actionType: 'competitor_analysis',
      messages: user('x'),
      insights: { ...insights, competitors: { ...insights.competitors, items: [] } },
      lookups: null,
    });
    expect(markdown).toContain('You don’t track any competitors yet');
    expect(markdown).toContain('**Competitors** page');
  });

  it('a question it cannot answer gets one sentence on what it can do and three questions to try, never setup text', async () => {
    for (const [withInsights, whose] of [
      [insights, `@${EXPECTED.username}’s`],
      [null, 'your Instagram account’s'],
    ] as const) {
      const markdown = await composeOfflineAnswer({
        actionType: null,
        messages: user('What is the capital of France?'),
        insights: withInsights,
        lookups: null,
      });
      const [sentence, ...rest] = markdown.split('\n\n');
      // One sentence: it starts with what the assistant can do and has no full stop before the examples.
      expect(sentence.startsWith(`I can answer questions about ${whose} own figures`)).toBe(true);
      expect(sentence).toMatch(/^[^.?!]+for example:$/);
      expect(rest).toEqual([SUGGESTED_QUESTIONS.map((q) => `- “${q}”`).join('\n')]);
      expect(SUGGESTED_QUESTIONS).toHaveLength(3);
      expect(markdown).not.toMatch(/AI_PROVIDER|OPENAI_|ANTHROPIC_|AI_MODEL|environment variable|language model/i);
    }
  });

  it('every suggested question is one the assistant reads as a figures question', () => {
    for (const question of SUGGESTED_QUESTIONS)
      expect([question, readDataQuestion(question, '2026-11-23')]).toEqual([question, expect.objectContaining({ kind: expect.any(String) })]);
  });

  it('no playbook answer carries setup text or a formula in brackets', async () => {
    for (const actionType of ['content_ideas', 'write_caption', 'marketing_strategy', 'call_to_action', 'engagement_tips', 'competitor_analysis'] as const) {
      for (const withData of [true, false]) {
        const markdown = await answer(actionType, withData);
        expect([actionType, markdown]).not.toEqual([actionType, expect.stringMatching(/AI_PROVIDER|OPENAI_|ANTHROPIC_|environment variable|÷/)]);
        expect([actionType, markdown]).not.toEqual([actionType, expect.stringContaining(insights.publicEr.formula)]);
      }
    }
  });

  it('infers the intent of typed questions, and each suggestion card prompt maps to its own action', () => {
    for (const suggestion of CHAT_SUGGESTIONS) expect(inferIntent(suggestion.prompt)).toBe(suggestion.actionType);
    expect(inferIntent('Can you write a caption for my reel?')).toBe('write_caption');
    expect(inferIntent('how do I beat my competitors')).toBe('competitor_analysis');
    expect(inferIntent('what should I post next week')).toBe('content_ideas');
    expect(inferIntent('Tell me a joke')).toBeNull();
  });

  it('uses the last user message when no actionType is given', async () => {
    const markdown = await composeOfflineAnswer({
      actionType: null,
      messages: [
        { role: 'user', content: 'tell me a joke' },
        { role: 'assistant', content: 'offline…' },
        { role: 'user', content: 'then give me a CTA' },
      ],
      insights,
      lookups: null,
    });
    expect(markdown).toContain('## 8 calls to action, grouped by goal');
  });

  it('streams the answer in word-sized chunks that add up to the whole text', async () => {
    const provider = createOfflineProvider({ offlineChunkDelayMs: 0 });
    const input = {
      system: '',
      messages: user('ideas please'),
      actionType: 'content_ideas' as const,
      insights,
      lookups: null,
      signal: new AbortController().signal,
    };
    const chunks: string[] = [];
    for await (const chunk of provider.stream(input)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(50);
    expect(chunks.join('')).toBe(await composeOfflineAnswer(input));
    expect(Math.max(...chunks.map((c) => c.trim().split(/\s+/).length))).toBeLessThanOrEqual(3);
  });

  it('stops streaming when the signal aborts', async () => {
    const provider = createOfflineProvider({ offlineChunkDelayMs: 0 });
    const controller = new AbortController();
    const chunks: string[] = [];
    for await (const chunk of provider.stream({
      system: '',
      messages: user('x'),
      actionType: 'engagement_tips',
      insights,
      lookups: null,
      signal: controller.signal,
    })) {
      chunks.push(chunk);
      if (chunks.length === 3) controller.abort();
    }
    expect(chunks).toHaveLength(3);
  });

  it('word chunks keep every character, whitespace included', () => {
    const text = '## Title\n\n| a | b |\n| --- | --- |\n  indented   words ';
    expect(wordChunks(text, 2).join('')).toBe(text);
  });
});
