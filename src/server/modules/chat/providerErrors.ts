/**
 * Turns an upstream failure into a sentence the user can act on. Raw SDK messages can carry request
 * ids or upstream internals, so only the status and the provider's name are passed on.
 */
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import type { ChatProvider } from '../../ai/types';

export class UpstreamIdleError extends Error {
  constructor(readonly idleMs: number) {
    super(`no data from the AI provider for ${idleMs} ms`);
    this.name = 'UpstreamIdleError';
  }
}

function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

/** Both SDKs raise an APIConnectionError (or its timeout subclass) when the server can't be reached. */
function isConnectionFailure(error: unknown): boolean {
  return error instanceof OpenAI.APIConnectionError || error instanceof Anthropic.APIConnectionError;
}

export function describeProviderError(error: unknown, provider: Pick<ChatProvider, 'label' | 'model'>): string {
  const { label } = provider;
  if (error instanceof UpstreamIdleError) {
    const silence = error.idleMs >= 1000 ? `${Math.round(error.idleMs / 1000)} s` : `${error.idleMs} ms`;
    return `${label} sent nothing for ${silence}, so the reply was stopped. Try again.`;
  }
  const status = statusOf(error);
  if (status === 401 || status === 403) return `${label} rejected the credentials (HTTP ${status}). Check the API key setting.`;
  if (status === 404) return `${label} does not know the model “${provider.model ?? 'default'}” (HTTP 404). Check AI_MODEL.`;
  if (status === 429) return `${label} is rate-limiting requests (HTTP 429). Try again in a moment.`;
  if (status !== null && status >= 500) return `${label} failed (HTTP ${status}). Try again.`;
  if (status !== null) return `${label} refused the request (HTTP ${status}).`;
  if (isConnectionFailure(error)) return `Could not reach ${label}. Check that it is running and that its base URL is right.`;
  return `${label} stopped in the middle of the reply. Try again.`;
}
