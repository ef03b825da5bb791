import { createAnswerCache } from './answerCache';

const computeOnce = (value: unknown) => {
  const calls = { count: 0 };
  return { calls, compute: async () => ((calls.count += 1), structuredClone(value)) };
};

describe('answer cache', () => {
  it('computes an answer once and serves it after that', async () => {
    const cache = createAnswerCache({ maxEntries: 10, maxChars: 10_000 });
    const { calls, compute } = computeOnce({ posts: 3 });
    expect(await cache.answer('a', compute)).toEqual({ posts: 3 });
    expect(await cache.answer('a', compute)).toEqual({ posts: 3 });
    expect(calls.count).toBe(1);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it('computes once for callers that ask at the same time', async () => {
    const cache = createAnswerCache({ maxEntries: 10, maxChars: 10_000 });
    const { calls, compute } = computeOnce({ posts: 3 });
    const answers = await Promise.all([cache.answer('a', compute), cache.answer('a', compute), cache.answer('a', compute)]);
    expect(answers).toEqual([{ posts: 3 }, { posts: 3 }, { posts: 3 }]);
    expect(calls.count).toBe(1);
  });

  it('keeps no failure: the next request computes again', async () => {
    const cache = createAnswerCache({ maxEntries: 10, maxChars: 10_000 });
    await expect(cache.answer('a', async () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.answer('a', async () => 'recovered')).toBe('recovered');
  });

  it('drops the least recently used answer beyond its entry bound', async () => {
    const cache = createAnswerCache({ maxEntries: 2, maxChars: 10_000 });
    await cache.answer('a', async () => 'A');
    await cache.answer('b', async () => 'B');
    await cache.answer('a', async () => 'not again');
    await cache.answer('c', async () => 'C');
    expect(await cache.answer('a', async () => 'recomputed a')).toBe('A');
    expect(await cache.answer('b', async () => 'recomputed b')).toBe('recomputed b');
    expect(cache.stats().entries).toBe(2);
  });

  it('holds at most its character bound of JSON, and never an answer larger than it', async () => {
    const cache = createAnswerCache({ maxEntries: 100, maxChars: 25 });
    await cache.answer('a', async () => 'x'.repeat(10));
    await cache.answer('b', async () => 'y'.repeat(10));
    await cache.answer('c', async () => 'z'.repeat(10));
    expect(cache.stats()).toMatchObject({ entries: 2, chars: 24 });
    await cache.answer('huge', async () => 'h'.repeat(100));
    expect(cache.stats()).toMatchObject({ entries: 2, chars: 24 });
    expect(await cache.answer('huge', async () => 'computed again')).toBe('computed again');
  });

  it('keeps encoded JSON as it is, counted by its bytes', async () => {
    const cache = createAnswerCache({ maxEntries: 10, maxChars: 25 });
    const bytes = Buffer.from('{"caption":"💪"}');
    expect(await cache.answer('a', async () => bytes)).toBe(bytes);
    expect(cache.stats()).toMatchObject({ entries: 1, chars: bytes.byteLength });
    expect(await cache.answer('a', async () => Buffer.from('{}'))).toBe(bytes);
  });

  it('counts an object answer by about the length of its JSON', async () => {
    const cache = createAnswerCache({ maxEntries: 10, maxChars: 10_000 });
    const answer = { series: [{ date: '2026-11-01', followers: 120 }], note: 'x'.repeat(40) };
    await cache.answer('a', async () => answer);
    const { chars } = cache.stats();
    const exact = JSON.stringify(answer).length;
    expect(chars).toBeGreaterThanOrEqual(exact * 0.8);
    expect(chars).toBeLessThanOrEqual(exact * 1.5);
  });

  it('serves answers no caller can change', async () => {
    const cache = createAnswerCache({ maxEntries: 10, maxChars: 10_000 });
    const first = await cache.answer('a', async () => ({ groups: [{ posts: 1 }] }));
    expect(() => first.groups.push({ posts: 2 })).toThrow(TypeError);
    expect(() => {
      first.groups[0].posts = 9;
    }).toThrow(TypeError);
    expect(await cache.answer('a', async () => ({ groups: [] }))).toEqual({ groups: [{ posts: 1 }] });
  });
});
