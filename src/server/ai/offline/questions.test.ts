import { rangeAsked } from './dateRanges';
import { readDataQuestion } from './questions';

// A Monday.
const TODAY = '2026-11-23';

describe('rangeAsked', () => {
  it.each([
    ['How did I do last month?', { from: '2026-10-01', to: '2026-10-31' }],
    ['and this month', { from: '2026-11-01', to: '2026-11-23' }],
    ['this week please', { from: '2026-11-23', to: '2026-11-23' }],
    ['last week', { from: '2026-11-16', to: '2026-11-22' }],
    ['the last 30 days', { from: '2026-10-25', to: '2026-11-23' }],
    ['past 2 weeks', { from: '2026-11-10', to: '2026-11-23' }],
    ['yesterday', { from: '2026-11-22', to: '2026-11-22' }],
    ['this year', { from: '2026-01-01', to: '2026-11-23' }],
    ['last year', { from: '2025-01-01', to: '2025-12-31' }],
    ['in October', { from: '2026-10-01', to: '2026-10-31' }],
    ['in December', { from: '2025-12-01', to: '2025-12-31' }],
    ['for May 2026', { from: '2026-05-01', to: '2026-05-31' }],
    ['in November', { from: '2026-11-01', to: '2026-11-23' }],
    ['from 2026-09-01 to 2026-09-15', { from: '2026-09-01', to: '2026-09-15' }],
    ['since 2026-06-01', { from: '2026-06-01', to: '2026-11-23' }],
  ])('%s', (text, range) => {
    expect(rangeAsked(text, TODAY)).toEqual(range);
  });

  it('finds no range where none is named, and does not read "may" the verb as the month', () => {
    expect(rangeAsked('How are my reels doing?', TODAY)).toBeNull();
    expect(rangeAsked('What may I post?', TODAY)).toBeNull();
  });

  it('wraps "last month" in January to December of the year before', () => {
    expect(rangeAsked('last month', '2027-01-10')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('readDataQuestion', () => {
  it('a question about posting tomorrow is about tomorrow, not the content-ideas playbook', () => {
    expect(readDataQuestion('What should I post tomorrow?', TODAY)).toEqual({ kind: 'postingDay', date: '2026-11-24' });
    expect(readDataQuestion('When should I post today?', TODAY)).toEqual({ kind: 'postingDay', date: TODAY });
    expect(readDataQuestion('what to publish on Friday', TODAY)).toEqual({ kind: 'postingDay', date: '2026-11-27' });
    expect(readDataQuestion('Should I post on Monday?', TODAY)).toEqual({ kind: 'postingDay', date: '2026-11-30' });
  });

  it('a competitor by @username, with the range and the format asked about', () => {
    expect(readDataQuestion('How did my reels do against @rival_roasters last month?', TODAY)).toEqual({
      kind: 'competitor',
      username: 'rival_roasters',
      range: { from: '2026-10-01', to: '2026-10-31' },
      format: 'REELS',
    });
    expect(readDataQuestion('compare me with @Bean.There', TODAY)).toEqual({ kind: 'competitor', username: 'bean.there', range: { from: '2026-10-25', to: TODAY }, format: null });
    expect(readDataQuestion('mail me at me@example.com', TODAY)).toBeNull();
  });

  it('peers, ranked posts, content findings and the overview, each with its default range', () => {
    expect(readDataQuestion('How do I rank among my peers?', TODAY)).toEqual({ kind: 'peers' });
    expect(readDataQuestion('What percentile am I in?', TODAY)).toEqual({ kind: 'peers' });
    expect(readDataQuestion('What were my best posts this month?', TODAY)).toEqual({ kind: 'posts', range: { from: '2026-11-01', to: TODAY } });
    expect(readDataQuestion('Which posts flopped?', TODAY)).toEqual({ kind: 'posts', range: { from: '2026-10-25', to: TODAY } });
    expect(readDataQuestion('What content works for me?', TODAY)).toEqual({ kind: 'content', range: { from: '2026-08-26', to: TODAY } });
    expect(readDataQuestion('Which hashtags work best last year?', TODAY)).toEqual({ kind: 'content', range: { from: '2025-01-01', to: '2025-12-31' } });
    expect(readDataQuestion('How did I do last month?', TODAY)).toEqual({ kind: 'overview', range: { from: '2026-10-01', to: '2026-10-31' } });
    expect(readDataQuestion('my reach last week', TODAY)).toEqual({ kind: 'overview', range: { from: '2026-11-16', to: '2026-11-22' } });
    expect(readDataQuestion('How is my account doing?', TODAY)).toEqual({ kind: 'overview', range: { from: '2026-10-25', to: TODAY } });
  });

  it('leaves playbook requests and anything else to the playbooks and the list of what works offline', () => {
    for (const text of [
      'Give me 5 content ideas based on my best posts',
      'Write a caption for my best post',
      'How do I get more engagement?',
      'How can I raise my engagement rate?',
      'then give me a CTA',
      'what should I post next week',
      'Tell me a joke',
      'What is the capital of France?',
    ]) {
      expect([text, readDataQuestion(text, TODAY)]).toEqual([text, null]);
    }
  });
});
