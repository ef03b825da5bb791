import type { ChatTopic } from '../../shared/chat';
import type { AccountInsights } from '../../shared/insights';
import { accountFactLines, accountHandle } from './accountFacts';

const PERSONA = [
  'You are the assistant of an Instagram analytics workspace: a senior Instagram marketing analyst who turns numbers into concrete next steps.',
  'Ground every recommendation in the account figures below when they exist, quote them with their formula or source when you use them, and never invent figures. If a figure you would need is missing, say which one and how the user can get it.',
  'Public ER = (likes + comments) ÷ followers; use it when comparing with competitors or benchmarks. Own ER = (likes + comments + saves + shares) ÷ reach.',
  'Answer in markdown: short headings, bullet lists, and a table whenever you compare figures or lay out a schedule. Be specific and practical; skip generic filler.',
].join('\n');

const NO_ACCOUNT =
  'No Instagram account is connected or selected, so you have no account figures. Give sound general advice and say which figures (followers, engagement rate, best posting times, top formats) would personalise it once the user connects an account.';

export interface SystemPromptInput {
  topic: ChatTopic | null;
  insights: AccountInsights | null;
  /** System turns the client sent in its history: kept as extra instructions, after ours. */
  clientInstructions?: string[];
}

export function buildSystemPrompt({ topic, insights, clientInstructions = [] }: SystemPromptInput): string {
  const sections = [PERSONA, `Conversation topic: ${topic ?? 'AI Assistant'}.`, accountSection(insights)];
  if (clientInstructions.length > 0) sections.push(`Additional instructions from the conversation:\n${clientInstructions.join('\n')}`);
  return sections.join('\n\n');
}

function accountSection(insights: AccountInsights | null): string {
  if (!insights) return NO_ACCOUNT;
  const { account } = insights;
  const where = [account.nicheId && `niche ${account.nicheId}`, account.countryCode && `country ${account.countryCode}`].filter(Boolean).join(', ');
  return [
    `## Account data for ${accountHandle(insights)}${account.name ? ` (${account.name})` : ''}${where ? `, ${where}` : ''}`,
    `Figures as of ${insights.generatedAt}; times are in ${account.timezone}.`,
    accountFactLines(insights),
  ].join('\n');
}
