import type { CompetitorRow } from '../../../shared/competitors';
import { competitorSummary, rankOf } from './reportSummary';

const row = (kind: CompetitorRow['kind'], username: string, figures: Partial<CompetitorRow>): CompetitorRow => ({
  kind,
  id: username,
  username,
  name: null,
  profilePicUrl: null,
  refresh: null,
  followers: 1_000,
  followerGrowth: null,
  postsPerWeek: 3,
  posts: 12,
  avgLikes: 10,
  postsWithHiddenLikes: 0,
  avgComments: 1,
  publicEr: 0.02,
  trackedSince: null,
  ...figures,
});

const growth = (net: number) => ({ net, percent: null, fromDate: '2026-10-25', toDate: '2026-11-23' });

describe('a competitor report in words', () => {
  const rows = [
    row('own', 'mayamoves.fit', { followers: 52_000, publicEr: 0.025, followerGrowth: growth(300), postsPerWeek: 4 }),
    row('competitor', 'liftwithlena', { followers: 61_200, publicEr: 0.031, followerGrowth: growth(-20), postsPerWeek: 6 }),
    row('competitor', 'runclub.atx', { followers: 12_900, publicEr: null, followerGrowth: null, postsPerWeek: 0 }),
  ];

  it('ranks the account among the accounts that have the figure, an unknown figure left out rather than counted as 0', () => {
    expect(rankOf(rows, 'publicEr')).toEqual({ place: 2, of: 2 });
    expect(rankOf(rows, 'growth')).toEqual({ place: 1, of: 2 });
    expect(rankOf(rows, 'followers')).toEqual({ place: 2, of: 3 });
  });

  it('names where the account stands and who leads each figure', () => {
    expect(competitorSummary(rows)).toEqual([
      '@mayamoves.fit compared with 2 competitors on the public figures Instagram shows for any account.',
      'Public ER: 2.50%, 2nd of 2; the highest is @liftwithlena at 3.10%.',
      'Follower growth: +300, 1st of 2, the most.',
      'Posting: 4 posts per week, 2nd of 3; the most is @liftwithlena at 6.',
      'Followers: 52,000, 2nd of 3; the most is @liftwithlena at 61,200.',
    ]);
  });

  it('says a figure the account lacks is unknown, and that a report without competitors compares nothing', () => {
    const unknown = competitorSummary([row('own', 'mayamoves.fit', { publicEr: null }), rows[1]]);
    expect(unknown[1]).toBe('Public ER: unknown for your account (no post in the period).');
    const aloneWithGrowth = competitorSummary([rows[0], rows[2]]);
    expect(aloneWithGrowth[2]).toBe('Follower growth: +300, the only account with this figure known.');
    expect(competitorSummary([rows[0]])).toEqual(['@mayamoves.fit had 52,000 followers and no competitors were tracked, so there is nothing to compare with.']);
  });

  it('says how many posts whose likes their owner hides each account’s averages left out, and why a public ER is unknown', () => {
    const summary = competitorSummary([
      row('own', 'mayamoves.fit', { posts: 4, postsWithHiddenLikes: 4, publicEr: null, avgLikes: null }),
      row('competitor', 'liftwithlena', { posts: 9, postsWithHiddenLikes: 1, publicEr: 0.031 }),
    ]);
    expect(summary[1]).toBe('Public ER: unknown for your account (the likes of every post of the period are hidden by the owner).');
    expect(summary.slice(2, 4)).toEqual([
      'Average likes and public ER of your account (@mayamoves.fit): 4 posts left out: their likes are hidden by the owner.',
      'Average likes and public ER of @liftwithlena: 1 post left out: its likes are hidden by the owner.',
    ]);
  });
});
