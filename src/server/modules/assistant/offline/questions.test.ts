import { CHAT_SUGGESTIONS } from '../../../../shared/chatSuggestions';
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
    expect(readDataQuestion('compare me with @Bean.There', TODAY)).toEqual({
      kind: 'competitor',
      username: 'bean.there',
      range: { from: '2026-10-25', to: TODAY },
      format: null,
    });
    expect(readDataQuestion('mail me at me@example.com', TODAY)).toBeNull();
  });

  it('peers, ranked posts, content findings and the overview, each with its default range', () => {
    expect(readDataQuestion('How do I rank among my peers?', TODAY)).toEqual({ kind: 'peers' });
    expect(readDataQuestion('What percentile am I in?', TODAY)).toEqual({ kind: 'peers' });
    expect(readDataQuestion('What were my best posts this month?', TODAY)).toEqual({ kind: 'posts', range: { from: '2026-11-01', to: TODAY } });
    expect(readDataQuestion('Which posts flopped?', TODAY)).toEqual({ kind: 'posts', range: { from: '2026-10-25', to: TODAY } });
    expect(readDataQuestion('What content works for me?', TODAY)).toEqual({ kind: 'content', range: { from: '2026-10-25', to: TODAY } });
    expect(readDataQuestion('How did I do last month?', TODAY)).toEqual({ kind: 'overview', range: { from: '2026-10-01', to: '2026-10-31' } });
    expect(readDataQuestion('my reach last week', TODAY)).toEqual({ kind: 'overview', range: { from: '2026-11-16', to: '2026-11-22' }, focus: 'reach' });
    expect(readDataQuestion('What is my engagement rate?', TODAY)).toEqual({ kind: 'overview', range: { from: '2026-10-25', to: TODAY }, focus: 'publicEr' });
    expect(readDataQuestion('How many followers did I gain?', TODAY)).toEqual({
      kind: 'overview',
      range: { from: '2026-10-25', to: TODAY },
      focus: 'netGrowth',
    });
    // Asking how to raise a figure is a request for the tips, not for the figure.
    expect(readDataQuestion('What can I do to improve my engagement?', TODAY)).toBeNull();
    expect(readDataQuestion('How is my account doing?', TODAY)).toEqual({ kind: 'overview', range: { from: '2026-10-25', to: TODAY } });
  });

  const LAST_30 = { from: '2026-10-25', to: TODAY };

  it.each([
    ['When should I post?', { kind: 'bestTime', range: LAST_30 }],
    ['What’s the best time to post?', { kind: 'bestTime', range: LAST_30 }],
    ['What time of day do my posts do best?', { kind: 'bestTime', range: LAST_30 }],
    ['Which day should I post on?', { kind: 'bestTime', range: LAST_30 }],
    ['When is my audience most active?', { kind: 'bestTime', range: LAST_30 }],
    ['best time to post last month', { kind: 'bestTime', range: { from: '2026-10-01', to: '2026-10-31' } }],
    ['What should I post next?', { kind: 'nextPost' }],
    ['What should my next post be?', { kind: 'nextPost' }],
    ['what to post', { kind: 'nextPost' }],
    ['How am I doing?', { kind: 'overview', range: LAST_30 }],
    ['Am I growing?', { kind: 'overview', range: LAST_30 }],
    ['Give me a summary of last month', { kind: 'overview', range: { from: '2026-10-01', to: '2026-10-31' } }],
    ['How do I compare with my competitors?', { kind: 'competitors', range: LAST_30 }],
    ['Am I doing better than my competitors this month?', { kind: 'competitors', range: { from: '2026-11-01', to: TODAY } }],
    ['How do I compare?', { kind: 'competitors', range: LAST_30 }],
    ['How do I compare with similar accounts?', { kind: 'peers' }],
    ['How do I stack up against accounts like mine?', { kind: 'peers' }],
    ['Which hashtags should I use?', { kind: 'hashtags', range: LAST_30 }],
    ['Do hashtags help my posts?', { kind: 'hashtags', range: LAST_30 }],
    ['Which hashtags work best last year?', { kind: 'hashtags', range: { from: '2025-01-01', to: '2025-12-31' } }],
    ['Which format works best?', { kind: 'format', range: LAST_30, format: null }],
    ['Should I post more reels or carousels?', { kind: 'format', range: LAST_30, format: 'REELS' }],
    ['Are carousels better than photos for me?', { kind: 'format', range: LAST_30, format: 'CAROUSEL_ALBUM' }],
    ['Why did my reach drop?', { kind: 'change', metric: 'reach', range: LAST_30 }],
    ['Why is my reach down this month?', { kind: 'change', metric: 'reach', range: { from: '2026-11-01', to: TODAY } }],
    ['Why am I getting fewer views?', { kind: 'change', metric: 'views', range: LAST_30 }],
    ['What happened to my engagement last week?', { kind: 'change', metric: 'publicEr', range: { from: '2026-11-16', to: '2026-11-22' } }],
    ['Why am I losing followers?', { kind: 'change', metric: 'netGrowth', range: LAST_30 }],
    // The dashboard's "Ask the assistant" on a figure card (KpiGrid.tsx) sends this, with no suggestion card behind it.
    [
      'My reach from 2026-10-01 to 2026-10-30 was 58,000 (+1350.0% against the previous 30 days, when it was 4,000). What explains this, and what should I do next?',
      { kind: 'change', metric: 'reach', range: { from: '2026-10-01', to: '2026-10-30' } },
    ],
    [
      'My public ER from 2026-10-01 to 2026-10-30 was 2.85% (— against the previous 30 days, when it was —). What explains this, and what should I do next?',
      { kind: 'change', metric: 'publicEr', range: { from: '2026-10-01', to: '2026-10-30' } },
    ],
  ])('%s', (text, question) => {
    expect(readDataQuestion(text, TODAY)).toEqual(question);
  });

  it('a suggestion card’s prompt is never read as a figures question, except competitors (answered from figures either way)', () => {
    for (const suggestion of CHAT_SUGGESTIONS) {
      const read = readDataQuestion(suggestion.prompt, TODAY);
      expect([suggestion.actionType, read]).toEqual([
        suggestion.actionType,
        suggestion.actionType === 'competitor_analysis' ? { kind: 'competitors', range: LAST_30 } : null,
      ]);
    }
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
