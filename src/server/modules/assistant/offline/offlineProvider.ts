import type { ActionType } from '../../../../shared/chat';
import type { AccountInsights } from '../../../../shared/insights';
import { localDate } from '../tools/calendar';
import type { ChatProvider, ProviderDeps, StreamInput } from '../../../ai/types';
import { callToActionAnswer } from './answers/callToAction';
import { competitorAnalysisAnswer } from './answers/competitorAnalysis';
import { contentIdeasAnswer } from './answers/contentIdeas';
import { engagementTipsAnswer } from './answers/engagementTips';
import { freeFormAnswer } from './answers/freeForm';
import { marketingStrategyAnswer } from './answers/marketingStrategy';
import { writeCaptionAnswer } from './answers/writeCaption';
import { pause, wordChunks } from './chunks';
import { inferIntent } from './intent';
import { answerDataQuestion } from './lookups/answerDataQuestion';
import { readDataQuestion } from './questions';

const PLAYBOOKS: Record<ActionType, (insights: AccountInsights | null) => string> = {
  content_ideas: contentIdeasAnswer,
  write_caption: writeCaptionAnswer,
  marketing_strategy: marketingStrategyAnswer,
  call_to_action: callToActionAnswer,
  engagement_tips: engagementTipsAnswer,
  competitor_analysis: competitorAnalysisAnswer,
};

/** Replies stream over about this long by default, like a fast model, whatever their length. */
const TARGET_STREAM_MS = 1_500;
const MAX_CHUNK_DELAY_MS = 20;

export type OfflineQuestion = Pick<StreamInput, 'actionType' | 'messages' | 'insights' | 'lookups'>;

const lastUserText = (input: OfflineQuestion) => [...input.messages].reverse().find((m) => m.role === 'user')?.content ?? '';

/**
 * A suggestion card's actionType gets its playbook. A typed question is read for a figures question
 * first (answered from the lookups), then for a playbook's keywords; anything else gets one sentence
 * on what the assistant answers and three questions to try (never setup text: that is the operator's).
 */
export async function composeOfflineAnswer(input: OfflineQuestion): Promise<string> {
  if (input.actionType) return PLAYBOOKS[input.actionType](input.insights);
  const text = lastUserText(input);
  const today = input.lookups?.scope.today ?? localDate(new Date(), 'UTC');
  const question = readDataQuestion(text, today);
  if (question) return answerDataQuestion(question, input.lookups, input.insights);
  const intent = inferIntent(text);
  return intent ? PLAYBOOKS[intent](input.insights) : freeFormAnswer(input.insights);
}

export function createOfflineProvider(deps: ProviderDeps = {}): ChatProvider {
  return {
    id: 'offline',
    label: 'Offline assistant',
    model: null,
    offline: true,
    // Only the last user message matters offline; a small budget keeps the work trivial.
    contextBudgetTokens: 4_000,
    async *stream(input: StreamInput) {
      const chunks = wordChunks(await composeOfflineAnswer(input));
      const delay = deps.offlineChunkDelayMs ?? Math.min(MAX_CHUNK_DELAY_MS, TARGET_STREAM_MS / Math.max(1, chunks.length));
      for (const chunk of chunks) {
        if (input.signal.aborted) return;
        yield chunk;
        await pause(delay, input.signal);
      }
    },
  };
}
