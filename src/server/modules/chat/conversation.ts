/** From the client's history to what a provider is given: system prompt plus the turns that fit. */
import type { ChatStreamBody } from '../../../shared/chat';
import type { AccountInsights } from '../../../shared/insights';
import { trimHistory } from '../../ai/contextBudget';
import { buildSystemPrompt } from '../../ai/systemPrompt';
import type { ProviderMessage } from '../../ai/types';

export interface PreparedConversation {
  system: string;
  messages: ProviderMessage[];
}

export function hasUserMessage(history: ChatStreamBody['messageHistory']): boolean {
  return history.some((m) => m.role === 'user' && m.content.trim() !== '');
}

/**
 * The system prompt is the server's alone: a client could otherwise write instructions into it
 * ("ignore the figures…"), so history items with role "system" are dropped, never forwarded.
 * Empty turns (an interrupted reply) carry nothing and some APIs reject them.
 */
export function prepareConversation(body: ChatStreamBody, insights: AccountInsights | null, budgetTokens: number): PreparedConversation {
  const system = buildSystemPrompt({ topic: body.topic ?? null, insights });
  const turns = body.messageHistory.filter((m): m is ProviderMessage => m.role !== 'system' && m.content.trim() !== '');
  return { system, messages: trimHistory(turns, system, budgetTokens) };
}
