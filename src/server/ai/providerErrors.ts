/**
 * The wording of a failed model call, shared by the providers that call a model server. Each
 * provider reads its own SDK's errors into an UpstreamFailure; raw SDK messages can carry request
 * ids or upstream internals, so only the status and the provider's name are passed on.
 */
import type { ChatProvider } from './types';

export interface UpstreamFailure {
  /** The HTTP status the model server answered; null when no answer came. */
  status: number | null;
  /** The server could not be reached at all (refused, unresolved, timed out). */
  unreachable: boolean;
}

const NOTHING_KNOWN: UpstreamFailure = { status: null, unreachable: false };

/** A sentence the user can act on; with nothing known about the failure, that the reply stopped. */
export function describeUpstreamFailure(provider: Pick<ChatProvider, 'label' | 'model'>, failure = NOTHING_KNOWN): string {
  const { label } = provider;
  const { status } = failure;
  if (status === 401 || status === 403) return `${label} rejected the credentials (HTTP ${status}). Check the API key setting.`;
  if (status === 404) return `${label} does not know the model “${provider.model ?? 'default'}” (HTTP 404). Check AI_MODEL.`;
  if (status === 429) return `${label} is rate-limiting requests (HTTP 429). Try again in a moment.`;
  if (status !== null && status >= 500) return `${label} failed (HTTP ${status}). Try again.`;
  if (status !== null) return `${label} refused the request (HTTP ${status}).`;
  if (failure.unreachable) return `Could not reach ${label}. Check that it is running and that its base URL is right.`;
  return `${label} stopped in the middle of the reply. Try again.`;
}
