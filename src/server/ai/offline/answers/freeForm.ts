import type { AccountInsights } from '../../../../shared/insights';
import { accountFactLines, accountHandle } from '../../accountFacts';
import { markdownTable } from '../../format';

const CAPABILITIES = markdownTable(['Ask for', 'What you get'], [
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
  'Every model gets the same account figures as context, so its answers are grounded in your numbers.',
].join('\n');

export function freeFormAnswer(insights: AccountInsights | null): string {
  const numbers = insights
    ? [`### ${accountHandle(insights)} at a glance`, accountFactLines(insights)]
    : ['_No Instagram account is selected; connect one (Settings → Instagram) so the answers use your figures._'];
  return [
    '## I’m running offline — no language model is connected',
    'I can’t hold a free-form conversation without a model, but I can answer these from your data and curated playbooks. Pick a suggestion card or ask in your own words:',
    CAPABILITIES,
    ...numbers,
    CONNECT_MODEL,
  ].join('\n\n');
}
