import type { ChatTopic } from '../../shared/chat';
import type { AccountInsights } from '../../shared/insights';
import { accountFactLines, accountHandle } from './accountFacts';
import { weekdayDayLabel } from './calendar';
import type { LookupScope } from './lookups';

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
}

/**
 * The server's instructions and the account's figures. Nothing the client sends ends up here: a
 * history item with role "system" is dropped before the prompt is built (see chat/conversation.ts).
 */
export function buildSystemPrompt({ topic, insights }: SystemPromptInput): string {
  return [PERSONA, `Conversation topic: ${topic ?? 'AI Assistant'}.`, accountSection(insights)].join('\n\n');
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

/** Added by a provider that offers the lookup tools, so a model without them is never told to call them. */
export function withLookupGuide(system: string, scope: LookupScope): string {
  const today = `${weekdayDayLabel(scope.today)} (${scope.today})`;
  return [
    system,
    [
      '## Looking figures up',
      `Today is ${today} on the account's clock (${scope.timezone}). The figures above are a summary. For any other period, the best and worst posts, what content works, a tracked competitor (by @username) or how the account ranks among its peers, call the lookup tools, then answer from the figures they return and quote them.`,
      'Dates are YYYY-MM-DD and ranges inclusive, at most 2 years: "last month" is the previous calendar month, "last 30 days" ends today. Rates in the results are fractions (0.0412 = 4.12%). If a lookup returns an error, fix the arguments or tell the user what is missing.',
    ].join('\n'),
  ].join('\n\n');
}
