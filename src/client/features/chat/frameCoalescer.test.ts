import { createFrameCoalescer, type FrameScheduler } from './frameCoalescer';

function manualFrames() {
  const queue = new Map<number, () => void>();
  let next = 1;
  const scheduler: FrameScheduler = {
    request: (callback) => {
      queue.set(next, callback);
      return next++;
    },
    cancel: (handle) => queue.delete(handle),
  };
  const runFrame = () => {
    const callbacks = [...queue.values()];
    queue.clear();
    callbacks.forEach((callback) => callback());
  };
  return { scheduler, runFrame, pending: () => queue.size };
}

describe('createFrameCoalescer', () => {
  it('delivers every piece pushed within one frame as one text, in order', () => {
    const frames = manualFrames();
    const delivered: string[] = [];
    const coalescer = createFrameCoalescer((text) => delivered.push(text), frames.scheduler);
    ['a', 'b', 'c'].forEach(coalescer.push);
    expect(frames.pending()).toBe(1);
    frames.runFrame();
    coalescer.push('d');
    frames.runFrame();
    expect(delivered).toEqual(['abc', 'd']);
  });

  it('flush delivers at once and cancels the scheduled frame; cancel drops pending text', () => {
    const frames = manualFrames();
    const delivered: string[] = [];
    const coalescer = createFrameCoalescer((text) => delivered.push(text), frames.scheduler);
    coalescer.push('x');
    coalescer.flush();
    expect(delivered).toEqual(['x']);
    expect(frames.pending()).toBe(0);
    coalescer.push('y');
    coalescer.cancel();
    frames.runFrame();
    coalescer.flush();
    expect(delivered).toEqual(['x']);
  });
});
