/**
 * Every phrasing in testing/phrasings.ts is read as the lookup and the period it needs. The dates are
 * written out here, not computed with the code under test, so a period read wrong fails its row.
 */
import { normaliseQuestion, editDistance } from './normalise';
import { readDataQuestion } from './questions';
import { type PhrasedPeriod, PHRASINGS } from './testing/phrasings';

// A Monday; the default is the last 30 days, the period every data page opens on.
const TODAY = '2026-11-23';
const PERIODS: Record<Exclude<PhrasedPeriod, 'none'>, { from: string; to: string }> = {
  default: { from: '2026-10-25', to: TODAY },
  lastMonth: { from: '2026-10-01', to: '2026-10-31' },
  thisMonth: { from: '2026-11-01', to: TODAY },
  lastWeek: { from: '2026-11-16', to: '2026-11-22' },
  thisWeek: { from: TODAY, to: TODAY },
  yesterday: { from: '2026-11-22', to: '2026-11-22' },
  today: { from: TODAY, to: TODAY },
  last7: { from: '2026-11-17', to: TODAY },
  last14: { from: '2026-11-10', to: TODAY },
  last30: { from: '2026-10-25', to: TODAY },
  last90: { from: '2026-08-26', to: TODAY },
  october: { from: '2026-10-01', to: '2026-10-31' },
  september2026: { from: '2026-09-01', to: '2026-09-30' },
  lastYear: { from: '2025-01-01', to: '2025-12-31' },
  thisYear: { from: '2026-01-01', to: TODAY },
};

describe('the phrasings the offline assistant understands', () => {
  it('has at least 100 of them, none twice', () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(PHRASINGS.map(([question]) => question)).size).toBe(PHRASINGS.length);
  });

  it.each(PHRASINGS)('%s → %s, %s', (question, kind, period) => {
    const read = readDataQuestion(question, TODAY);
    expect(read?.kind).toBe(kind);
    const range = read && 'range' in read ? read.range : undefined;
    expect(range).toEqual(period === 'none' ? undefined : PERIODS[period]);
  });
});

describe('normaliseQuestion', () => {
  it('drops case and punctuation but keeps usernames, hashtags and dates', () => {
    expect(normaliseQuestion('How did LAST month go?!')).toBe('how did last month go');
    expect(normaliseQuestion('Compare me with @Bean.There, please.')).toBe('compare me with @bean.there please');
    expect(normaliseQuestion('Is #CoffeeTime working?')).toBe('is #coffeetime working');
    expect(normaliseQuestion('2026-10-01 – 2026-10-31')).toBe('2026-10-01 to 2026-10-31');
  });

  it('corrects a slip towards a keyword, but not one ordinary word into another', () => {
    expect(normaliseQuestion('lsat moth engagment folowers')).toBe('last month engagement followers');
    // One edit turns "post" into "past": four-letter words are corrected only for swapped letters.
    expect(normaliseQuestion('post past')).toBe('post past');
    expect(normaliseQuestion('most liked posts')).toBe('most liked posts');
    expect(normaliseQuestion('why is reach worse')).toBe('why is reach worse');
  });

  it('counts a swap of two neighbours as one edit', () => {
    expect(editDistance('lsat', 'last')).toBe(1);
    expect(editDistance('octobr', 'october')).toBe(1);
    expect(editDistance('reach', 'views', 2)).toBe(3);
  });
});
