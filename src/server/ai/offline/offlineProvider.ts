import type { ActionType } from '../../../shared/chat';
import type { AccountInsights } from '../../../shared/insights';
import type { ChatProvider, ProviderDeps, StreamInput } from '../types';
import { callToActionAnswer } from './answers/callToAction';
import { competitorAnalysisAnswer } from './answers/competitorAnalysis';
import { contentIdeasAnswer } from './answers/contentIdeas';
import { engagementTipsAnswer } from './answers/engagementTips';
import { freeFormAnswer } from './answers/freeForm';
import { marketingStrategyAnswer } from './answers/marketingStrategy';
import { writeCaptionAnswer } from './answers/writeCaption';
import { pause, wordChunks } from './chunks';
import { inferIntent } from './intent';

const ANSWERS: Record<ActionType, (insights: AccountInsights | null) => string> = {
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

/** The intent asked for: the suggestion's actionType, else whatever the last user message is about. */
function resolveIntent(input: Pick<StreamInput, 'actionType' | 'messages'>): ActionType | null {
  if (input.actionType) return input.actionType;
  const lastUser = [...input.messages].reverse().find((m) => m.role === 'user');
  return lastUser ? inferIntent(lastUser.content) : null;
}

export function composeOfflineAnswer(input: Pick<StreamInput, 'actionType' | 'messages' | 'insights'>): string {
  const intent = resolveIntent(input);
  return intent ? ANSWERS[intent](input.insights) : freeFormAnswer(input.insights);
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
      const chunks = wordChunks(composeOfflineAnswer(input));
      const delay = deps.offlineChunkDelayMs ?? Math.min(MAX_CHUNK_DELAY_MS, TARGET_STREAM_MS / Math.max(1, chunks.length));
      for (const chunk of chunks) {
        if (input.signal.aborted) return;
        yield chunk;
        await pause(delay, input.signal);
      }
    },
  };
}
