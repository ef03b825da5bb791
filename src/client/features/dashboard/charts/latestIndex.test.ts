import { latestIndex } from './latestIndex';

describe('the day a chart legend reads when the cursor is away', () => {
  it('is the last day with a figure in any series, skipping trailing unknown days', () => {
    expect(latestIndex([{ values: [5, 6, null] }, { values: [1, null, null] }])).toBe(1);
    expect(latestIndex([{ values: [null, null, 3] }, { values: [1, 2, null] }])).toBe(2);
  });

  it('is none when no series has a figure, so the legend says unknown rather than 0', () => {
    expect(latestIndex([{ values: [null, null] }])).toBeNull();
    expect(latestIndex([])).toBeNull();
  });
});
