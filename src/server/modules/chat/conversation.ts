/** From the client's history to what a provider is given: system prompt plus the turns that fit. */
import type { ChatStreamBody } from '../../../shared/chat';
import type { AccountInsights } from '../../../shared/insights';
import { trimHistory } from '../../ai/contextBudget';
import { buildSystemPrompt } from '../../ai/systemPrompt';
import type { ProviderMessage } from '../../ai/types';

/** Client system turns become extra instructions; capped so they can't crowd out the conversation. */
const MAX_CLIENT_INSTRUCTION_CHARS = 4_000;

export interface PreparedConversation {
  system: string;
  messages: ProviderMessage[];
}

export function hasUserMessage(history: ChatStreamBody['messageHistory']): boolean {
  return history.some((m) => m.role === 'user' && m.content.trim() !== '');
}

function latestInstructions(history: ChatStreamBody['messageHistory']): string[] {
  const kept: string[] = [];
  let chars = 0;
  for (const message of [...history].reverse()) {
    const text = message.content.trim();
    if (message.role !== 'system' || !text) continue;
    if (chars + text.length > MAX_CLIENT_INSTRUCTION_CHARS) break;
    kept.unshift(text);
    chars += text.length;
  }
  return kept;
}

export function prepareConversation(body: ChatStreamBody, insights: AccountInsights | null, budgetTokens: number): PreparedConversation {
  const system = buildSystemPrompt({ topic: body.topic ?? null, insights, clientInstructions: latestInstructions(body.messageHistory) });
  // Empty turns (an interrupted reply) carry nothing and some APIs reject them.
  const turns = body.messageHistory.filter((m): m is ProviderMessage => m.role !== 'system' && m.content.trim() !== '');
  return { system, messages: trimHistory(turns, system, budgetTokens) };
}
