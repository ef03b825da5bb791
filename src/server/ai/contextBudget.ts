/**
 * Fits a conversation into a provider's context: the client sends the whole history on every turn
 * (chat is stateless on the server), so long chats are trimmed from the oldest end.
 */
import type { ProviderMessage } from './types';

/** Roughly four characters per token for English text, plus a few tokens of per-message framing. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

const MESSAGE_OVERHEAD_TOKENS = 4;

function messageTokens(message: ProviderMessage): number {
  return estimateTokens(message.content) + MESSAGE_OVERHEAD_TOKENS;
}

/**
 * The newest messages that fit in `budgetTokens` together with the system prompt. Everything from the
 * last user message on is always kept: without it there is nothing to answer.
 */
export function trimHistory(messages: readonly ProviderMessage[], systemPrompt: string, budgetTokens: number): ProviderMessage[] {
  const lastUser = messages.map((m) => m.role).lastIndexOf('user');
  const pinnedFrom = lastUser === -1 ? messages.length : lastUser;
  let used = estimateTokens(systemPrompt) + messages.slice(pinnedFrom).reduce((sum, m) => sum + messageTokens(m), 0);
  let keepFrom = pinnedFrom;
  while (keepFrom > 0 && used + messageTokens(messages[keepFrom - 1]) <= budgetTokens) {
    keepFrom -= 1;
    used += messageTokens(messages[keepFrom]);
  }
  return messages.slice(keepFrom);
}
