import type { ActionType } from '../../shared/chat';
import type { AccountInsights } from '../../shared/insights';
import type { AiProviderId, AppConfig } from '../config';
import type { AccountLookups } from './lookups';

export type AiConfig = AppConfig['ai'];

/** A turn as providers receive it; client-sent system turns are dropped (the system prompt is the server's alone). */
export interface ProviderMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface StreamInput {
  system: string;
  messages: ProviderMessage[];
  actionType: ActionType | null;
  insights: AccountInsights | null;
  /** Lookups over the selected account's figures, for the signed-in user; null without an account. */
  lookups: AccountLookups | null;
  /** Aborted when the client leaves or the upstream goes idle; providers must stop promptly. */
  signal: AbortSignal;
}

export interface ChatProvider {
  id: AiProviderId;
  label: string;
  model: string | null;
  offline: boolean;
  /** Tokens of system prompt + history the provider is given; older turns beyond it are trimmed. */
  contextBudgetTokens: number;
  stream(input: StreamInput): AsyncIterable<string>;
  /** Why a call failed, in plain words, read from the errors of this provider's SDK; the relay has a generic sentence otherwise. */
  describeError?(error: unknown): string;
}

export interface ProviderDeps {
  /** Pause between offline chunks; undefined picks a pace that streams a reply in about 1.5 s, 0 in tests. */
  offlineChunkDelayMs?: number;
}
