/**
 * Test data: one Instagram account with 31 days of follower history, a dozen posts and two
 * competitors with 31 days of snapshots and their posts, inserted through drizzle like the sync and
 * the competitor refresh would. Numbers are chosen so the expected figures can be worked out by hand
 * (see EXPECTED and RIVALS).
 */
import { calendarDateIn } from '../../../../shared/period';
import type { Db } from '../../../db/client';
import { competitorMedia, competitors, competitorSnapshots, igAccountDaily, igAccounts, igMedia } from '../../../db/schema';

const DAY = 86_400_000;

/**
 * The day `days` days before `now` on the seeded account's clock (Asia/Tokyo): the snapshots are dated
 * and the periods read on that clock, so a post made `days` days ago falls on that day whatever the
 * hour the test runs at.
 */
export const dateDaysAgo = (now: Date, days: number) => calendarDateIn(new Date(now.getTime() - days * DAY), EXPECTED.timezone);

/** Followers climb 10 a day from 12,000 (30 days ago) to 12,300 (today). */
const followersDaysAgo = (days: number) => 12_300 - days * 10;

type Post = { daysAgo: number; type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM' | 'REELS'; likes: number; comments: number; caption: string };

const POSTS: Post[] = [
  { daysAgo: 10, type: 'REELS', likes: 900, comments: 76, caption: '5 mistakes that kill your morning routine' },
  { daysAgo: 2, type: 'CAROUSEL_ALBUM', likes: 400, comments: 30, caption: 'Our spring menu, slide by slide' },
  { daysAgo: 4, type: 'IMAGE', likes: 150, comments: 5, caption: 'Monday mood' },
  { daysAgo: 6, type: 'REELS', likes: 500, comments: 40, caption: 'Behind the counter at 6 am' },
  { daysAgo: 8, type: 'IMAGE', likes: 120, comments: 4, caption: 'New mugs are in' },
  { daysAgo: 12, type: 'CAROUSEL_ALBUM', likes: 350, comments: 25, caption: 'How we roast our beans | step by step' },
  { daysAgo: 14, type: 'IMAGE', likes: 140, comments: 6, caption: 'Rainy day specials' },
  { daysAgo: 16, type: 'REELS', likes: 600, comments: 50, caption: 'Latte art fails compilation' },
  { daysAgo: 18, type: 'VIDEO', likes: 200, comments: 10, caption: 'Meet the team' },
  { daysAgo: 20, type: 'IMAGE', likes: 130, comments: 3, caption: 'Weekend hours' },
  { daysAgo: 24, type: 'CAROUSEL_ALBUM', likes: 300, comments: 20, caption: 'Pairing guide: coffee and cake' },
  { daysAgo: 28, type: 'IMAGE', likes: 110, comments: 2, caption: 'Fresh pastries' },
];

export const EXPECTED = {
  username: 'corner_cafe',
  followers: '12,300',
  growthNet: '+300',
  growthPercent: '2.50%',
  /** (900 + 76) ÷ 12,200 followers ten days ago. */
  topPostEr: '8.00%',
  topPostCaption: '5 mistakes that kill your morning routine',
  tierLabel: '5–20K',
  tierBenchmark: '2.28%',
  rivalUsername: 'rival_roasters',
  /** Every post of the last 30 days has (likes + comments) = 4% of the followers of its day (RIVALS). */
  rivalEr: '4.00%',
  /** 28 posts in the last 30 days ÷ 30 × 7 = 6.53. */
  rivalPostsPerWeek: '6.5',
  /** 12 posts in the last 30 days ÷ 30 × 7. */
  postsPerWeek: '2.8',
  /** No daylight saving time, so posts made at the same UTC time share one weekday × hour slot. */
  timezone: 'Asia/Tokyo',
};

/**
 * rival_roasters: 8,000 followers today, 25 fewer each day before (7,250 thirty days ago). One post a
 * day for the last 28 days, each with 320 − d likes and comments on the day d days ago, when it had
 * 8,000 − 25d followers: (320 − d) ÷ (8,000 − 25d) = 4% exactly. One more post 40 days ago, outside
 * any 30-day window, with 5,000 likes that would show if it were counted.
 * bean_there: 40,000 followers throughout, a post every other day (13 in the last 30 days), each with
 * 500 likes and 60 comments: 560 ÷ 40,000 = 1.40%, and 13 ÷ 30 × 7 = 3.03 posts a week.
 */
export const RIVALS = {
  rival: { username: EXPECTED.rivalUsername, followers: 8_000, followersDaysAgo: (days: number) => 8_000 - 25 * days, postsInLast30Days: 28 },
  bean: { username: 'bean_there', followers: 40_000, followersDaysAgo: () => 40_000, postsInLast30Days: 13 },
} as const;

async function seedCompetitors(db: Db, userId: string, accountId: string, now: Date): Promise<void> {
  const [rival, bean] = await db
    .insert(competitors)
    .values([
      { userId, accountId, igUserId: 'ig-rival', username: RIVALS.rival.username, followersCount: RIVALS.rival.followers, mediaCount: 400 },
      { userId, accountId, igUserId: 'ig-bean', username: RIVALS.bean.username, followersCount: RIVALS.bean.followers, mediaCount: 900 },
    ])
    .returning({ id: competitors.id });
  const days = Array.from({ length: 31 }, (_, daysAgo) => daysAgo);
  await db.insert(competitorSnapshots).values([
    ...days.map((daysAgo) => ({
      competitorId: rival.id,
      date: dateDaysAgo(now, daysAgo),
      followers: RIVALS.rival.followersDaysAgo(daysAgo),
      mediaCount: 400,
    })),
    ...days.map((daysAgo) => ({ competitorId: bean.id, date: dateDaysAgo(now, daysAgo), followers: RIVALS.bean.followersDaysAgo(), mediaCount: 900 })),
  ]);
  const post = (competitorId: string, daysAgo: number, likes: number, comments: number) => ({
    competitorId,
    igMediaId: `${competitorId}-${daysAgo}`,
    mediaType: 'IMAGE' as const,
    caption: `Post from ${daysAgo} days ago #coffee`,
    permalink: `https://www.instagram.com/p/c${daysAgo}/`,
    postedAt: new Date(now.getTime() - daysAgo * DAY),
    likes,
    comments,
  });
  await db
    .insert(competitorMedia)
    .values([
      ...Array.from({ length: RIVALS.rival.postsInLast30Days }, (_, daysAgo) => post(rival.id, daysAgo, 300 - daysAgo, 20)),
      post(rival.id, 40, 5_000, 20),
      ...Array.from({ length: RIVALS.bean.postsInLast30Days }, (_, index) => post(bean.id, index * 2, 500, 60)),
    ]);
}

export async function seedAccount(db: Db, userId: string, now = new Date()): Promise<string> {
  const [account] = await db
    .insert(igAccounts)
    .values({
      userId,
      igUserId: `ig-${userId}`,
      username: EXPECTED.username,
      name: 'Corner Café',
      followersCount: 12_300,
      timezone: EXPECTED.timezone,
      nicheId: 'food-drink',
      countryCode: 'DE',
    })
    .returning({ id: igAccounts.id });
  await db
    .insert(igAccountDaily)
    .values(
      Array.from({ length: 31 }, (_, i) => ({ accountId: account.id, date: dateDaysAgo(now, 30 - i), followers: followersDaysAgo(30 - i), reach: 2_000 })),
    );
  await db.insert(igMedia).values(
    POSTS.map((p, i) => ({
      accountId: account.id,
      igMediaId: `media-${i}`,
      mediaType: p.type,
      caption: p.caption,
      permalink: `https://www.instagram.com/p/media${i}/`,
      postedAt: new Date(now.getTime() - p.daysAgo * DAY),
      likes: p.likes,
      comments: p.comments,
      saves: 20,
      shares: 10,
      reach: 5_000,
      views: 8_000,
    })),
  );
  await seedCompetitors(db, userId, account.id, now);
  return account.id;
}
