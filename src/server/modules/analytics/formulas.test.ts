import { bestPostingSlots, excerpt, followersOn, followerTier, formatMix, median, ownEngagementRate, publicEngagementRate, weekdayHourIn } from './formulas';
import { accountTimeZone } from '../../lib/timeZones';

describe('median', () => {
  it('is null for no values', () => expect(median([])).toBeNull());
  it('takes the middle of an odd count regardless of order', () => expect(median([9, 1, 5])).toBe(5));
  it('averages the two middles of an even count', () => expect(median([4, 1, 3, 2])).toBe(2.5));
});

describe('engagement rates', () => {
  it('public ER is (likes + comments) ÷ followers', () => expect(publicEngagementRate(90, 10, 2000)).toBeCloseTo(0.05));
  it('public ER is null without followers', () => expect(publicEngagementRate(5, 1, 0)).toBeNull());
  it('own ER is (likes + comments + saves + shares) ÷ reach', () =>
    expect(ownEngagementRate({ likes: 50, comments: 10, saves: 30, shares: 10, reach: 1000 })).toBeCloseTo(0.1));
  it('own ER is null without reach', () => expect(ownEngagementRate({ likes: 1, comments: 1, saves: 1, shares: 1, reach: 0 })).toBeNull());
  // Likes the owner hides (Meta leaves like_count out) are unknown: the rate is unknown, not the rate of 0 likes.
  it('public ER is null with unknown likes', () => expect(publicEngagementRate(null, 10, 2000)).toBeNull());
  it('own ER is null with unknown likes', () => expect(ownEngagementRate({ likes: null, comments: 10, saves: 30, shares: 10, reach: 1000 })).toBeNull());
});

describe('followers history', () => {
  const history = [
    { date: '2025-01-01', followers: 1000 },
    { date: '2025-01-15', followers: 1100 },
    { date: '2025-02-10', followers: 1250 },
  ];

  it('finds followers on the last recorded day on or before a date', () => {
    expect(followersOn(history, '2025-01-20', 7)).toBe(1100);
    expect(followersOn(history, '2025-01-15', 7)).toBe(1100);
    expect(followersOn(history, '2024-12-31', 7)).toBe(7);
  });
});

describe('weekday × hour in a time zone', () => {
  const instant = new Date('2025-03-10T02:30:00Z'); // Monday 02:30 UTC

  it('reads the wall clock of the zone, crossing midnight and weekday', () => {
    expect(weekdayHourIn(instant, 'UTC')).toEqual({ weekday: 1, hour: 2 });
    expect(weekdayHourIn(instant, 'America/New_York')).toEqual({ weekday: 0, hour: 22 });
    expect(weekdayHourIn(instant, 'Asia/Tokyo')).toEqual({ weekday: 1, hour: 11 });
  });

  it('reads a stored zone as its canonical ID, and one nobody can use as UTC', () => {
    expect(accountTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    // A retired link Postgres no longer knows, which Node 20's Intl resolves to its zone.
    expect(accountTimeZone('US/Pacific-New')).toBe('America/Los_Angeles');
    expect(accountTimeZone('Mars/Olympus')).toBe('UTC');
    // Postgres would read a bare offset as a POSIX zone, with the sign the other way round.
    expect(accountTimeZone('+01:00')).toBe('UTC');
  });

  it('ranks slots by median public ER in the zone with post counts', () => {
    const posts = [
      // Tuesday 18:00 in Berlin (16:00 UTC in summer time): rates 0.02, 0.08, 0.05 → median 0.05
      { postedAt: new Date('2025-06-03T16:10:00Z'), publicEr: 0.02 },
      { postedAt: new Date('2025-06-10T16:40:00Z'), publicEr: 0.08 },
      { postedAt: new Date('2025-06-17T16:05:00Z'), publicEr: 0.05 },
      // Saturday 09:00 Berlin: one outlier 0.2 → median 0.2
      { postedAt: new Date('2025-06-07T07:00:00Z'), publicEr: 0.2 },
      // Monday 12:00 Berlin: 0.01
      { postedAt: new Date('2025-06-02T10:00:00Z'), publicEr: 0.01 },
      // Friday 20:00 Berlin: 0.03 and 0.04 → 0.035
      { postedAt: new Date('2025-06-06T18:00:00Z'), publicEr: 0.03 },
      { postedAt: new Date('2025-06-13T18:30:00Z'), publicEr: 0.04 },
    ];
    expect(bestPostingSlots(posts, 'Europe/Berlin')).toEqual([
      { weekday: 6, weekdayName: 'Saturday', hour: 9, medianPublicEr: 0.2, posts: 1 },
      { weekday: 2, weekdayName: 'Tuesday', hour: 18, medianPublicEr: 0.05, posts: 3 },
      { weekday: 5, weekdayName: 'Friday', hour: 20, medianPublicEr: 0.035, posts: 2 },
    ]);
  });
});

describe('tiers', () => {
  it.each([
    [0, '0–1K', 0.1058],
    [999, '0–1K', 0.1058],
    [1000, '1–5K', 0.0426],
    [19_999, '5–20K', 0.0228],
    [20_000, '20–100K', 0.0162],
    [250_000, '100K–1M', 0.0155],
    [1_000_000, '>1M', 0.0154],
  ])('%i followers is tier %s with benchmark %f', (followers, label, benchmarkEr) => {
    expect(followerTier(followers)).toMatchObject({ label, benchmarkEr });
  });
});

describe('frequency, formats and excerpts', () => {
  it('averages public ER per format, best first', () => {
    expect(
      formatMix([
        { mediaType: 'IMAGE', publicEr: 0.02 },
        { mediaType: 'REELS', publicEr: 0.06 },
        { mediaType: 'IMAGE', publicEr: 0.04 },
      ]),
    ).toEqual([
      { mediaType: 'REELS', posts: 1, avgPublicEr: 0.06 },
      { mediaType: 'IMAGE', posts: 2, avgPublicEr: expect.closeTo(0.03) },
    ]);
  });

  it('counts a post whose likes are hidden among its format’s posts, not in its average; a format with no rate is unknown and last', () => {
    expect(
      formatMix([
        { mediaType: 'IMAGE', publicEr: 0.02 },
        { mediaType: 'VIDEO', publicEr: null },
        { mediaType: 'IMAGE', publicEr: null },
        { mediaType: 'REELS', publicEr: 0.01 },
      ]),
    ).toEqual([
      { mediaType: 'IMAGE', posts: 2, avgPublicEr: 0.02 },
      { mediaType: 'REELS', posts: 1, avgPublicEr: 0.01 },
      { mediaType: 'VIDEO', posts: 1, avgPublicEr: null },
    ]);
  });

  it('flattens and shortens captions', () => {
    expect(excerpt('Hello\n\nworld')).toBe('Hello world');
    expect(excerpt('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(excerpt(null)).toBe('');
    // Cut in user-perceived characters: never half a surrogate pair ("�") nor part of a family emoji.
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    expect(excerpt(`Leg day ${family}${family} done`, 10)).toBe(`Leg day ${family}…`);
    expect(excerpt('\u{1F4AA}'.repeat(20), 5)).toBe(`${'\u{1F4AA}'.repeat(4)}…`);
    expect(excerpt('\u{1F4AA}'.repeat(20), 5)).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
