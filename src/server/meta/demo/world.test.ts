import { answerGraphRequest, type GraphRequest } from './graphRouter';
import { createDemoWorld, DEMO_ACCESS_TOKEN, HISTORY_DAYS, type DemoAccount } from './world';
import { utcOffsetMinutes } from './timeZones';

const NOW = new Date('2026-11-23T07:00:00Z');
const world = createDemoWorld({ now: NOW });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const publicEr = (account: DemoAccount) => (post: DemoAccount['media'][number]) => (post.likeCount + post.commentsCount) / account.followersCount;
const localHour = (account: DemoAccount, timestamp: string) => {
  const at = new Date(timestamp.replace('+0000', 'Z'));
  return new Date(at.getTime() + utcOffsetMinutes(account.timezone, at) * 60_000).getUTCHours();
};

describe('the demo world', () => {
  it('is deterministic for a seed and a day, and differs for another seed', () => {
    const again = createDemoWorld({ seed: 'demo', now: new Date('2026-11-23T22:00:00Z') });
    expect(again).toBe(world); // memoised per day
    const other = createDemoWorld({ seed: 'other', now: NOW });
    expect(other.accounts[0].media[0].id).not.toBe(world.accounts[0].media[0].id);
    const rebuilt = createDemoWorld({ seed: 'demo', now: NOW });
    expect(JSON.stringify(rebuilt.accounts[1].media.slice(0, 20))).toBe(JSON.stringify(world.accounts[1].media.slice(0, 20)));
  });

  it('has three busy accounts in different niches and countries, and ~30 public competitors', () => {
    expect(world.accounts.map((account) => [account.nicheId, account.countryCode])).toEqual([
      ['fitness', 'US'],
      ['restaurants-cafes', 'IT'],
      ['travel', 'BR'],
    ]);
    for (const account of world.accounts) {
      expect(account.daily).toHaveLength(HISTORY_DAYS);
      expect(account.daily.at(-1)!.date).toBe('2026-11-23');
      expect(account.media.length).toBeGreaterThanOrEqual(350);
      const formats = new Set(account.media.map((post) => (post.mediaProductType === 'REELS' ? 'REELS' : post.mediaType)));
      expect([...formats].sort()).toEqual(['CAROUSEL_ALBUM', 'IMAGE', 'REELS', 'VIDEO']);
      expect(account.media.reduce((sum, post) => sum + post.comments.length, 0)).toBeGreaterThan(1000);
      expect(account.media.every((post) => /#\w/.test(post.caption))).toBe(true);
    }
    expect(world.competitors.length).toBeGreaterThanOrEqual(30);
  });

  it('keeps its numbers consistent with each other', () => {
    for (const account of world.accounts) {
      expect(account.daily.at(-1)!.followers).toBe(account.followersCount);
      for (let day = 1; day < account.daily.length; day++) {
        expect(account.daily[day].followers - account.daily[day - 1].followers).toBe(account.daily[day].newFollowers);
      }
      for (const post of account.media) {
        const { insights } = post;
        expect(insights.total_interactions).toBe(insights.likes + insights.comments + insights.saved + insights.shares);
        expect(insights.reach).toBeLessThanOrEqual(insights.views);
        expect(post.commentsCount).toBe(post.comments.length);
        expect(Date.parse(post.timestamp.replace('+0000', 'Z'))).toBeLessThan(NOW.getTime());
      }
    }
  });

  it('behaves like a real account: formats, hours and weekdays really differ, with a few viral outliers', () => {
    for (const account of world.accounts) {
      const reach = (kind: string) => median(account.media.filter((post) => (post.mediaProductType === 'REELS' ? 'REELS' : post.mediaType) === kind).map((post) => post.insights.reach));
      expect(reach('REELS')).toBeGreaterThan(reach('IMAGE') * 1.5);
      const saveRate = (kind: string) =>
        median(account.media.filter((post) => post.mediaType === kind && post.mediaProductType === 'FEED').map((post) => post.insights.saved / post.insights.reach));
      expect(saveRate('CAROUSEL_ALBUM')).toBeGreaterThan(saveRate('IMAGE') * 1.5);

      const er = publicEr(account);
      const byHour = new Map<number, number[]>();
      for (const post of account.media) byHour.set(localHour(account, post.timestamp), [...(byHour.get(localHour(account, post.timestamp)) ?? []), er(post)]);
      const hourMedians = [...byHour.entries()].filter(([, rates]) => rates.length >= 8).map(([, rates]) => median(rates));
      expect(Math.max(...hourMedians)).toBeGreaterThan(Math.min(...hourMedians) * 1.5);

      const medianReach = median(account.media.map((post) => post.insights.reach));
      const viral = account.media.filter((post) => post.insights.reach > medianReach * 4);
      expect(viral.length).toBeGreaterThanOrEqual(2);
      expect(viral.length).toBeLessThan(account.media.length * 0.05);
      expect(account.daily.at(-1)!.followers).toBeGreaterThan(account.daily[0].followers);
    }
  });

  it('answers Graph requests: bad tokens are 190, deprecated metrics are refused, windows are at most 30 days', () => {
    const account = world.accounts[0];
    const ask = (path: string, query: Record<string, string>): ReturnType<typeof answerGraphRequest> =>
      answerGraphRequest(world, { method: 'GET', baseUrl: 'demo://graph', path, query: new URLSearchParams(query) } satisfies GraphRequest);
    expect(ask(`/${account.igUserId}`, { access_token: 'nope' }).body).toMatchObject({ error: { code: 190 } });
    const impressions = ask(`/${account.media[0].id}/insights`, { access_token: DEMO_ACCESS_TOKEN, metric: 'impressions' });
    expect(impressions.status).toBe(400);
    expect(JSON.stringify(impressions.body)).toContain('impressions');
    const tooLong = ask(`/${account.igUserId}/insights`, { access_token: DEMO_ACCESS_TOKEN, metric: 'reach', period: 'day', since: '1750000000', until: String(1750000000 + 31 * 86_400) });
    expect(tooLong.body).toMatchObject({ error: { code: 100 } });
    const discovery = ask(`/${account.igUserId}`, {
      access_token: DEMO_ACCESS_TOKEN,
      fields: `business_discovery.username(${world.competitors[0].username}){followers_count,media_count,media.limit(5){like_count,comments_count}}`,
    });
    expect(discovery.body).toMatchObject({ business_discovery: { followers_count: world.competitors[0].followersCount } });
    expect((discovery.body as { business_discovery: { media: { data: unknown[] } } }).business_discovery.media.data).toHaveLength(5);
    const unknown = ask(`/${account.igUserId}`, { access_token: DEMO_ACCESS_TOKEN, fields: 'business_discovery.username(nobody_here){id}' });
    expect(unknown.body).toMatchObject({ error: { code: 110 } });
  });
});
