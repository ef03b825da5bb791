/** Schedules work for the next frame; requestAnimationFrame in browsers, a 16 ms timer elsewhere. */
export interface FrameScheduler {
  request(callback: () => void): number;
  cancel(handle: number): void;
}

const animationFrameScheduler: FrameScheduler =
  typeof requestAnimationFrame === 'function'
    ? { request: (callback) => requestAnimationFrame(callback), cancel: (handle) => cancelAnimationFrame(handle) }
    : {
        request: (callback) => setTimeout(callback, 16) as unknown as number,
        cancel: (handle) => clearTimeout(handle),
      };

export interface FrameCoalescer {
  push: (piece: string) => void;
  /** Delivers whatever is pending right now (before the stream's final action keeps the order). */
  flush(): void;
  /** Drops whatever is pending (the stream was abandoned). */
  cancel(): void;
}

/**
 * Collects streamed pieces and hands them to `deliver` at most once per frame: a model can send
 * hundreds of chunks per second, but the screen only needs one update per frame.
 */
export function createFrameCoalescer(deliver: (text: string) => void, scheduler: FrameScheduler = animationFrameScheduler): FrameCoalescer {
  let pending: string[] = [];
  let handle: number | null = null;

  function deliverPending() {
    handle = null;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    deliver(text);
  }

  function cancelScheduled() {
    if (handle !== null) scheduler.cancel(handle);
    handle = null;
  }

  return {
    push(piece) {
      if (piece === '') return;
      pending.push(piece);
      if (handle === null) handle = scheduler.request(deliverPending);
    },
    flush() {
      cancelScheduled();
      deliverPending();
    },
    cancel() {
      cancelScheduled();
      pending = [];
    },
  };
}
