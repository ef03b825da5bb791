import { createAnthropicProvider } from '../../ai/anthropicProvider';
import { createOfflineProvider } from './offline/offlineProvider';
import { createOpenAiProvider } from '../../ai/openaiProvider';
import type { AiConfig, ChatProvider, ProviderDeps } from '../../ai/types';

/** The provider AI_PROVIDER names; offline unless a model is configured. */
export function createProvider(ai: AiConfig, deps: ProviderDeps = {}): ChatProvider {
  switch (ai.provider) {
    case 'openai':
      return createOpenAiProvider(ai);
    case 'anthropic':
      return createAnthropicProvider(ai);
    default:
      return createOfflineProvider(deps);
  }
}
