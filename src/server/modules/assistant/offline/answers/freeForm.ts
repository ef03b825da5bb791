import type { AccountInsights } from '../../../../../shared/insights';
import { accountHandle } from '../../../../ai/accountFacts';

/**
 * Three questions the offline assistant answers from the account's figures, offered whenever it
 * cannot answer what was asked. Each is read by offline/questions.ts (offlineAnswers.test.ts asks them).
 */
export const SUGGESTED_QUESTIONS = ['When should I post?', 'Why did my reach drop?', 'How do I compare with my competitors?'] as const;

const suggestions = () => SUGGESTED_QUESTIONS.map((q) => `- “${q}”`).join('\n');

/**
 * A question the assistant cannot answer: one sentence on what it can do, and three questions to try.
 * How to connect a language model is for the operator (Settings and the README), never a chat answer.
 */
export function freeFormAnswer(insights: AccountInsights | null): string {
  const whose = insights ? `${accountHandle(insights)}’s` : 'your Instagram account’s';
  return [
    `I can answer questions about ${whose} own figures — when and what to post, how you are doing and how you compare, hashtags, formats and why a figure changed — for example:`,
    suggestions(),
  ].join('\n\n');
}

/** A figures question asked with no account selected. */
export function needsAccountAnswer(): string {
  return 'I answer that from an Instagram account’s figures, and none is selected: select one in the header (or connect one in Settings → Instagram) and ask again.';
}
