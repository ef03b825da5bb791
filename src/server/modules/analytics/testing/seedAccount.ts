/**
 * Test data: one Instagram account with 31 days of follower history, a dozen posts and two
 * competitors, inserted through drizzle like the sync would. Numbers are chosen so the expected
 * figures can be worked out by hand (see EXPECTED).
 */
import type { Db } from '../../../db/client';
import { competitors, igAccountDaily, igAccounts, igMedia } from '../../../db/schema';

const DAY = 86_400_000;

export const dateDaysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY).toISOString().slice(0, 10);

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
  /** (300 + 20) ÷ 8,000. */
  rivalEr: '4.00%',
  rivalPostsPerWeek: '6.5',
  /** 12 posts in the last 30 days ÷ 30 × 7. */
  postsPerWeek: '2.8',
  /** No daylight saving time, so posts made at the same UTC time share one weekday × hour slot. */
  timezone: 'Asia/Tokyo',
};

export async function seedAccount(db: Db, userId: string, now = new Date()): Promise<string> {
  const [account] = await db
    .insert(igAccounts)
    .values({ userId, igUserId: `ig-${userId}`, username: EXPECTED.username, name: 'Corner Café', followersCount: 12_300, timezone: EXPECTED.timezone, nicheId: 'food-drink', countryCode: 'DE' })
    .returning({ id: igAccounts.id });
  await db.insert(igAccountDaily).values(
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
  await db.insert(competitors).values([
    { userId, accountId: account.id, igUserId: 'ig-rival', username: EXPECTED.rivalUsername, followersCount: 8_000, mediaCount: 400, avgLikes: 300, avgComments: 20, postsPerWeek: 6.5 },
    { userId, accountId: account.id, igUserId: 'ig-bean', username: 'bean_there', followersCount: 40_000, mediaCount: 900, avgLikes: 500, avgComments: 60, postsPerWeek: 3 },
  ]);
  return account.id;
}
