import { followerChange, followersAtEnd, publicFiguresOf } from './publicFigures';
import { resolvePeriod } from './periodScope';

const snap = (date: string, followers: number) => ({ date, followers });

describe('net follower growth', () => {
  it('measures from the end of the day before the period to the end of its last recorded day', () => {
    expect(followerChange({ before: snap('2025-02-28', 1_000), first: snap('2025-03-01', 1_010), last: snap('2025-03-31', 1_100) })).toEqual({
      net: 100,
      percent: 10,
      fromDate: '2025-02-28',
      toDate: '2025-03-31',
    });
  });

  it('measures from the period’s first recorded day when nothing earlier is, and says so by its date', () => {
    expect(followerChange({ before: null, first: snap('2025-03-10', 1_000), last: snap('2025-03-31', 950) })).toMatchObject({
      net: -50,
      percent: -5,
      fromDate: '2025-03-10',
    });
  });

  it('is unknown, not 0, when the period holds no snapshot or only the one it would start from', () => {
    expect(followerChange({ before: snap('2025-02-28', 1_000), first: null, last: null })).toBeNull();
    expect(followerChange({ before: null, first: snap('2025-03-10', 1_000), last: snap('2025-03-10', 1_000) })).toBeNull();
  });

  it('has no percentage from 0 followers', () => {
    expect(followerChange({ before: snap('2025-02-28', 0), first: null, last: snap('2025-03-02', 5) })).toMatchObject({ net: 5, percent: null });
  });
});

describe('followers of a period', () => {
  it('are its last snapshot, and unknown (not the count before it, nor today’s) when none of its days has one', () => {
    expect(followersAtEnd({ before: snap('2025-02-20', 900), first: snap('2025-03-01', 1_000), last: snap('2025-03-05', 1_250) })).toBe(1_250);
    expect(followersAtEnd({ before: snap('2025-02-20', 900), first: null, last: null })).toBeNull();
  });
});

describe('public figures of a period', () => {
  it('rates each post on the snapshot of its local day and counts posts per week over every day of the period', () => {
    const figures = publicFiguresOf({
      followersNow: 2_000,
      history: [snap('2025-03-01', 1_000), snap('2025-03-05', 1_250)],
      ends: { before: null, first: snap('2025-03-01', 1_000), last: snap('2025-03-05', 1_250) },
      // 2 March on the account's clock: rated on 1 March's 1,000; 6 March: on 5 March's 1,250.
      posts: [
        { day: '2025-03-02', likes: 90, comments: 10 },
        { day: '2025-03-06', likes: 20, comments: 5 },
      ],
      from: '2025-03-01',
      to: '2025-03-14',
    });
    expect(figures).toEqual({
      // The period's last snapshot, not today's 2,000 (docs/metrics.md#followers).
      followers: 1_250,
      followerGrowth: { net: 250, percent: 25, fromDate: '2025-03-01', toDate: '2025-03-05' },
      postsPerWeek: 1,
      posts: 2,
      avgLikes: 55,
      postsWithHiddenLikes: 0,
      avgComments: 7.5,
      publicEr: (100 / 1_000 + 25 / 1_250) / 2,
    });
  });

  it('leaves a post whose likes are hidden (unknown) out of average likes and public ER, says how many, and never counts it as 0 likes', () => {
    const figures = publicFiguresOf({
      followersNow: 1_000,
      history: [snap('2025-03-01', 1_000)],
      ends: { before: null, first: snap('2025-03-01', 1_000), last: snap('2025-03-01', 1_000) },
      posts: [
        { day: '2025-03-02', likes: 90, comments: 10 },
        { day: '2025-03-03', likes: null, comments: 30 },
        { day: '2025-03-04', likes: 40, comments: 10 },
      ],
      from: '2025-03-01',
      to: '2025-03-07',
    });
    expect(figures).toMatchObject({
      posts: 3,
      postsPerWeek: 3,
      // Over the two posts with known likes: (90 + 40) ÷ 2, not (90 + 0 + 40) ÷ 3.
      avgLikes: 65,
      postsWithHiddenLikes: 1,
      // Comments are known for every post.
      avgComments: 50 / 3,
      publicEr: (100 / 1_000 + 50 / 1_000) / 2,
    });
  });

  it('has no average likes and no public ER when every post hides its likes', () => {
    const figures = publicFiguresOf({
      followersNow: 1_000,
      history: [],
      ends: { before: null, first: null, last: null },
      posts: [{ day: '2025-03-02', likes: null, comments: 4 }],
      from: '2025-03-01',
      to: '2025-03-07',
    });
    expect(figures).toMatchObject({ posts: 1, avgLikes: null, postsWithHiddenLikes: 1, avgComments: 4, publicEr: null });
  });
});

describe('resolvePeriod: the one period rule', () => {
  // 2025-03-09 10:00 UTC is 9 March in New York (06:00 EDT, hours after DST began), 10 March in Kiritimati (00:00, UTC+14), 8 March in UTC−12 (22:00).
  const now = new Date('2025-03-09T10:00:00Z');

  it.each([
    ['America/New_York', '2025-03-09'],
    ['Pacific/Kiritimati', '2025-03-10'],
    ['Etc/GMT+12', '2025-03-08'],
  ])('cuts a period that ends after today in %s at today there (%s)', (timezone, today) => {
    expect(resolvePeriod({ timezone }, { from: '2025-03-01', to: '2025-03-10' }, now)).toEqual({
      from: '2025-03-01',
      to: today,
      days: Number(today.slice(8)),
      timezone,
    });
  });

  it('keeps a past period as asked, with its day count', () => {
    expect(resolvePeriod({ timezone: 'UTC' }, { from: '2025-02-01', to: '2025-02-28' }, now)).toEqual({
      from: '2025-02-01',
      to: '2025-02-28',
      days: 28,
      timezone: 'UTC',
    });
  });

  it('refuses a period that starts after today there with a 400 naming from; a period starting today is fine', () => {
    expect(() => resolvePeriod({ timezone: 'Etc/GMT+12' }, { from: '2025-03-09', to: '2025-03-09' }, now)).toThrow(
      expect.objectContaining({
        statusCode: 400,
        details: [{ field: 'from', message: expect.stringMatching(/^from must be on or before 2025-03-08, today on the account's clock \(Etc\/GMT\+12\)/) }],
      }),
    );
    expect(resolvePeriod({ timezone: 'Pacific/Kiritimati' }, { from: '2025-03-10', to: '2025-03-10' }, now)).toMatchObject({
      from: '2025-03-10',
      to: '2025-03-10',
      days: 1,
    });
  });
});
