/**
 * The wording of a failed model call, shared by the providers that call a model server. Each
 * provider reads its own SDK's errors into an UpstreamFailure; raw SDK messages can carry request
 * ids or upstream internals, so only the status, the error's documented type and the provider's name
 * are passed on.
 */
import type { ChatProvider } from './types';

export interface UpstreamFailure {
  /** The HTTP status the model server answered; null when no answer came, or the error came inside a stream. */
  status: number | null;
  /** The server could not be reached at all (refused, unresolved, timed out). */
  unreachable: boolean;
  /** The error's `code` and `type` as the server's body named them, the more specific first; empty when none. */
  errorTypes: string[];
}

const NOTHING_KNOWN: UpstreamFailure = { status: null, unreachable: false, errorTypes: [] };

type FailureKind = 'credentials' | 'permission' | 'model' | 'tooLarge' | 'rateLimited' | 'quota' | 'overloaded' | 'serverError' | 'refused';

/**
 * Error types that say what went wrong whatever the status, as the providers document them:
 * - Anthropic, https://docs.anthropic.com/en/api/errors : the `error.type` of an HTTP error and of an
 *   `error` event inside a stream (https://docs.anthropic.com/en/docs/build-with-claude/streaming#error-events).
 * - OpenAI, https://platform.openai.com/docs/guides/error-codes : 429 is both "Rate limit reached" and
 *   "You exceeded your current quota", told apart by the body's code (`insufficient_quota`), and a
 *   prompt over the model's context is a 400 with code `context_length_exceeded`.
 */
const KIND_OF_TYPE: Record<string, FailureKind> = {
  authentication_error: 'credentials',
  invalid_api_key: 'credentials',
  permission_error: 'permission',
  not_found_error: 'model',
  model_not_found: 'model',
  request_too_large: 'tooLarge',
  context_length_exceeded: 'tooLarge',
  rate_limit_error: 'rateLimited',
  rate_limit_exceeded: 'rateLimited',
  insufficient_quota: 'quota',
  overloaded_error: 'overloaded',
};

/** Catch-all types ("may also be used for other 4XX status codes"), read only when the status says nothing more. */
const KIND_OF_GENERIC_TYPE: Record<string, FailureKind> = {
  invalid_request_error: 'refused',
  api_error: 'serverError',
  server_error: 'serverError',
};

function kindOfStatus(status: number): FailureKind {
  if (status === 401) return 'credentials';
  if (status === 403) return 'permission';
  if (status === 404) return 'model';
  if (status === 413) return 'tooLarge';
  if (status === 429) return 'rateLimited';
  if (status === 529) return 'overloaded'; // Anthropic's "API is temporarily overloaded"
  return status >= 500 ? 'serverError' : 'refused';
}

function kindOf({ status, errorTypes }: UpstreamFailure): FailureKind | null {
  const specific = errorTypes.find((type) => type in KIND_OF_TYPE);
  if (specific) return KIND_OF_TYPE[specific];
  if (status !== null) return kindOfStatus(status);
  const generic = errorTypes.find((type) => type in KIND_OF_GENERIC_TYPE);
  return generic ? KIND_OF_GENERIC_TYPE[generic] : null;
}

/** A sentence the user can act on; with nothing known about the failure, that the reply stopped. */
export function describeUpstreamFailure(provider: Pick<ChatProvider, 'label' | 'model'>, failure = NOTHING_KNOWN): string {
  const { label } = provider;
  const model = `“${provider.model ?? 'default'}”`;
  // Inside a stream there is no HTTP status to quote, only the error's type.
  const http = failure.status === null ? '' : ` (HTTP ${failure.status})`;
  switch (kindOf(failure)) {
    case 'credentials':
      return `${label} rejected the credentials${http}. Check the API key setting.`;
    case 'permission':
      return `${label} refused access with this API key${http}. Check what the key may use, or AI_MODEL.`;
    case 'model':
      return `${label} does not know the model ${model}${http}. Check AI_MODEL.`;
    case 'tooLarge':
      return `The conversation is too long for ${label}${http}. Start a new chat.`;
    case 'rateLimited':
      return `${label} is rate-limiting requests${http}. Try again in a moment.`;
    case 'quota':
      return `${label} says the account has no quota left${http}. Check its plan and billing.`;
    case 'overloaded':
      return `${label} is overloaded right now${http}. Try again in a moment.`;
    case 'serverError':
      return failure.status === null ? `${label} failed in the middle of the reply. Try again.` : `${label} failed${http}. Try again.`;
    case 'refused':
      return `${label} refused the request${http}.`;
    default:
      if (failure.unreachable) return `Could not reach ${label}. Check that it is running and that its base URL is right.`;
      return `${label} stopped in the middle of the reply. Try again.`;
  }
}

/** The `code` and `type` strings of an SDK error's body, the more specific first. */
export function errorTypesOf(...candidates: unknown[]): string[] {
  return candidates.filter((value): value is string => typeof value === 'string' && value !== '');
}
