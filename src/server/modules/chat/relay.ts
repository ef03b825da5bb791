/**
 * Pipes a provider's reply into an event stream. Whatever happens upstream, the stream ends: with
 * [DONE], with an error event, or silently because the client already left — never hung.
 */
import type { FastifyBaseLogger } from 'fastify';
import { describeUpstreamFailure } from '../../ai/providerErrors';
import { LookupRoundsExceededError } from '../../ai/toolLoop';
import type { ChatProvider, StreamInput } from '../../ai/types';
import type { EventStream } from './eventStream';

class UpstreamIdleError extends Error {
  constructor(readonly idleMs: number) {
    super(`no data from the AI provider for ${idleMs} ms`);
    this.name = 'UpstreamIdleError';
  }
}

export interface RelayOptions {
  /** Longest silence allowed from the provider, before the first piece and between pieces. */
  idleTimeoutMs: number;
  log: FastifyBaseLogger;
}

export async function relayReply(
  stream: EventStream,
  provider: ChatProvider,
  input: Omit<StreamInput, 'signal'>,
  { idleTimeoutMs, log }: RelayOptions,
): Promise<void> {
  const upstream = new AbortController();
  const stopUpstream = () => upstream.abort(new Error('client closed the stream'));
  stream.clientGone.addEventListener('abort', stopUpstream, { once: true });
  let idleTimer: NodeJS.Timeout | undefined;
  const restartIdleTimer = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => upstream.abort(new UpstreamIdleError(idleTimeoutMs)), idleTimeoutMs);
  };

  try {
    restartIdleTimer();
    for await (const piece of untilAborted(provider.stream({ ...input, signal: upstream.signal }), upstream.signal)) {
      restartIdleTimer();
      await stream.send({ chunk: piece });
    }
    // A provider may end quietly on abort instead of throwing; that is still a failure.
    if (upstream.signal.aborted) throw upstream.signal.reason;
    await stream.finish();
  } catch (error) {
    if (stream.closed) return; // the client left; the upstream call is already aborted
    const cause: unknown = upstream.signal.aborted ? upstream.signal.reason : error;
    log.warn({ err: cause, provider: provider.id }, 'chat provider failed');
    await stream.fail(describeFailure(cause, provider));
  } finally {
    clearTimeout(idleTimer);
    stream.clientGone.removeEventListener('abort', stopUpstream);
    if (!upstream.signal.aborted) upstream.abort(new Error('stream ended'));
  }
}

/** The relay's own timeout and the lookup bound in their words; anything else as the provider reads its SDK's errors. */
function describeFailure(cause: unknown, provider: ChatProvider): string {
  if (cause instanceof LookupRoundsExceededError) return cause.message;
  if (cause instanceof UpstreamIdleError) {
    const silence = cause.idleMs >= 1000 ? `${Math.round(cause.idleMs / 1000)} s` : `${cause.idleMs} ms`;
    return `${provider.label} sent nothing for ${silence}, so the reply was stopped. Try again.`;
  }
  return provider.describeError?.(cause) ?? describeUpstreamFailure(provider);
}

/**
 * Iterates `source` but gives up as soon as `signal` aborts, even if the provider ignores the signal
 * and never settles its pending `next()`.
 */
async function* untilAborted<T>(source: AsyncIterable<T>, signal: AbortSignal): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let rejectOnAbort: (reason: unknown) => void = () => {};
  const aborted = new Promise<never>((_, reject) => (rejectOnAbort = reject));
  aborted.catch(() => {}); // observed below; avoids an unhandled rejection when never raced
  const onAbort = () => rejectOnAbort(signal.reason);
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  try {
    while (true) {
      const next = await Promise.race([iterator.next(), aborted]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    // Let the provider clean up (close its HTTP stream) without waiting on one that hangs.
    void Promise.resolve(iterator.return?.()).catch(() => {});
  }
}
