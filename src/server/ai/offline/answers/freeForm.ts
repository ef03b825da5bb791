import type { AccountInsights } from '../../../../shared/insights';
import { accountFactLines, accountHandle } from '../../accountFacts';
import { markdownTable } from '../../format';

/** The typed questions offline/questions.ts recognises, phrased the way a user would ask them. */
const QUESTIONS = markdownTable(['Ask, in your own words', 'What you get'], [
  ['“How did I do last month?”', 'Your dashboard figures for the period against the one before'],
  ['“What were my best and worst posts this month?”', 'Your top and bottom 5 posts by public ER'],
  ['“What content works for me?”', 'The content assistant’s findings: formats, caption lengths, hashtags, days and hours'],
  ['“What should I post tomorrow?”', 'Tomorrow’s best hours from your posting times, and your best format'],
  ['“How did my reels do against @competitor last month?”', 'You side by side with a competitor you track, on the public formulas'],
  ['“How do I rank among my peers?”', 'Your percentile among accounts of your niche, country and follower tier'],
]);

const PLAYBOOKS = markdownTable(['Ask for', 'What you get'], [
  ['Content ideas', 'Five post ideas with format and posting slot, built on your best posts'],
  ['A caption', 'Short and long caption templates with hooks, a call to action and hashtags'],
  ['A marketing strategy', 'A 30-day plan with goals from your growth and engagement rate'],
  ['Calls to action', 'Eight CTAs grouped by goal, placed where they work'],
  ['Engagement tips', 'Your ER against your tier benchmark and the five biggest levers'],
  ['Competitor analysis', 'You side by side with the competitors you track'],
]);

const CONNECT_MODEL = [
  '### Connect a model for free-form answers',
  'Set these environment variables and restart the server:',
  '```bash',
  '# Any OpenAI-compatible server: OpenAI, Ollama, vLLM, llama.cpp, LM Studio',
  'AI_PROVIDER=openai',
  'OPENAI_BASE_URL=http://localhost:11434/v1   # e.g. Ollama; omit for api.openai.com',
  'OPENAI_API_KEY=sk-...                       # not needed for most local servers',
  'AI_MODEL=llama3.1                           # default gpt-4o-mini',
  '',
  '# or Anthropic',
  'AI_PROVIDER=anthropic',
  'ANTHROPIC_API_KEY=sk-ant-...',
  'AI_MODEL=claude-sonnet-4-5',
  '```',
  'Every model gets the same account figures as context and can look up the same figures as the questions above, so its answers are grounded in your numbers.',
].join('\n');

/** What the offline assistant can answer: the questions it reads, the suggestion playbooks, and how to connect a model. */
function whatWorksOffline(): string {
  return ['### Questions I answer from your data', QUESTIONS, '### Playbooks (the suggestion cards)', PLAYBOOKS, CONNECT_MODEL].join('\n\n');
}

export function freeFormAnswer(insights: AccountInsights | null): string {
  const numbers = insights
    ? [`### ${accountHandle(insights)} at a glance`, accountFactLines(insights)]
    : ['_No Instagram account is selected; connect one (Settings → Instagram) so the answers use your figures._'];
  return [
    '## I’m running offline — no language model is connected',
    'I can’t answer that question without a language model. Offline I answer the questions below from your data, and the suggestion cards with curated playbooks:',
    whatWorksOffline(),
    ...numbers,
  ].join('\n\n');
}

/** A figures question asked with no account selected. */
export function needsAccountAnswer(): string {
  return [
    '## Select an account first',
    'I answer that from an Instagram account’s figures, and none is selected. Connect one (Settings → Instagram), select it in the header, and ask again.',
    whatWorksOffline(),
  ].join('\n\n');
}
