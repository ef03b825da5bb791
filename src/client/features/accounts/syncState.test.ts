import { idleStatus, demoAccounts } from '../../test/connectorsFake';
import { isFirstSync, syncPercent, syncProgressText } from './syncState';

const [maya] = demoAccounts;
const first = (overrides: Parameters<typeof idleStatus>[1]) => idleStatus(maya, { state: 'running', lastSuccessAt: null, ...overrides });

describe('the sync progress as words', () => {
  it.each([
    [{ state: 'queued' as const, stage: 'queued' as const, itemsDone: 0, itemsExpected: null }, 'Syncing @mayamoves.fit: waiting to start'],
    [{ stage: 'profile' as const, itemsDone: 0, itemsExpected: null }, 'Syncing @mayamoves.fit: profile'],
    [{ stage: 'account_insights' as const, itemsDone: 3, itemsExpected: 12 }, 'Syncing @mayamoves.fit: daily figures, step 3 of 12'],
    [{ stage: 'media' as const, itemsDone: 120, itemsExpected: 540 }, 'Syncing @mayamoves.fit: posts 120 of 540'],
    [{ stage: 'media' as const, itemsDone: 1_200, itemsExpected: null }, 'Syncing @mayamoves.fit: posts 1,200'],
    [{ stage: 'comments' as const, itemsDone: 300, itemsExpected: 540 }, 'Syncing @mayamoves.fit: comments, post 300 of 540'],
    [{ state: 'paused' as const, stage: 'media' as const }, "Syncing @mayamoves.fit: paused by Meta's rate limit; it resumes by itself"],
  ])('says %o as "%s"', (overrides, text) => {
    expect(syncProgressText(first(overrides))).toBe(text);
  });

  it('counts a sync as the first while none has finished, paused ones included, and never a later one', () => {
    expect(isFirstSync(first({}))).toBe(true);
    expect(isFirstSync(first({ state: 'queued' }))).toBe(true);
    expect(isFirstSync(first({ state: 'paused' }))).toBe(true);
    expect(isFirstSync(first({ lastSuccessAt: '2026-11-22T06:00:00.000Z' }))).toBe(false);
    // A first sync that failed is not running: the pages show what there is, with the failure in Settings.
    expect(isFirstSync(first({ state: 'failed' }))).toBe(false);
    expect(isFirstSync(undefined)).toBe(false);
  });

  it('gives the share of the stage done, or null while its size is unknown', () => {
    expect(syncPercent(first({ itemsDone: 120, itemsExpected: 540 }))).toBe(22);
    expect(syncPercent(first({ itemsDone: 5, itemsExpected: null }))).toBeNull();
  });
});
