import { ACCOUNT_SPECS } from './catalogue';
import { utcOffsetMinutes } from './timeZones';
import { createDemoWorld, type DemoAccount, type DemoMedia } from './world';

/**
 * The demo is a new user's first impression: the analytics must find in it what they find in a real
 * account. These tests pin the patterns the generator promises, in the measures of docs/metrics.md.
 */
const world = createDemoWorld({ seed: 'demo', now: new Date('2026-11-23T07:00:00Z') });
const DAY_MS = 86_400_000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const formatOf = (post: DemoMedia) => (post.mediaProductType === 'REELS' ? 'REELS' : post.mediaType);
const localTime = (account: DemoAccount, timestamp: string) => {
  const at = new Date(timestamp.replace('+0000', 'Z'));
  return new Date(at.getTime() + utcOffsetMinutes(account.timezone, at) * 60_000);
};
/** Public ER (docs/metrics.md): (likes + comments) ÷ followers. */
const publicEr = (account: DemoAccount) => (post: DemoMedia) => (post.likeCount + post.commentsCount) / account.followersCount;
const hashtagsOf = (post: DemoMedia): string[] => post.caption.match(/#[^\s#]+/g) ?? [];
const isWeekend = (account: DemoAccount, post: DemoMedia) => [0, 6].includes(localTime(account, post.timestamp).getUTCDay());

describe.each(world.accounts.map((account, index) => [account.username, account, ACCOUNT_SPECS[index]] as const))(
  '%s behaves like a real account',
  (_, account, spec) => {
    const er = publicEr(account);

    it('reaches most with reels, and gets saved most with carousels', () => {
      const reach = (format: string) => median(account.media.filter((post) => formatOf(post) === format).map((post) => post.insights.reach));
      expect(reach('REELS')).toBeGreaterThan(reach('IMAGE') * 1.5);
      expect(reach('REELS')).toBeGreaterThan(reach('CAROUSEL_ALBUM'));
      const saveRate = (format: string) =>
        mean(account.media.filter((post) => formatOf(post) === format).map((post) => post.insights.saved / post.insights.reach));
      expect(saveRate('CAROUSEL_ALBUM')).toBeGreaterThan(saveRate('IMAGE') * 1.5);
      expect(saveRate('CAROUSEL_ALBUM')).toBeGreaterThan(saveRate('REELS'));
    });

    it('has clearly better and worse posting hours in its own time zone', () => {
      const byHour = new Map<number, number[]>();
      for (const post of account.media) {
        const hour = localTime(account, post.timestamp).getUTCHours();
        byHour.set(hour, [...(byHour.get(hour) ?? []), er(post)]);
      }
      const medianAt = (hours: readonly number[]) => median(hours.flatMap((hour) => byHour.get(hour) ?? []));
      expect(medianAt(spec.bestHours)).toBeGreaterThan(medianAt(spec.worstHours) * 1.5);
      // Posting follows the audience: most posts go out in the day, few at night.
      const night = account.media.filter((post) => localTime(account, post.timestamp).getUTCHours() < 6).length;
      expect(night).toBeLessThan(account.media.length * 0.1);
    });

    it('differs between weekends and weekdays, the way its audience does', () => {
      const weekend = median(account.media.filter((post) => isWeekend(account, post)).map(er));
      const weekday = median(account.media.filter((post) => !isWeekend(account, post)).map(er));
      const weekendBetter = (spec.weekday[0] + spec.weekday[6]) / 2 > 1;
      if (weekendBetter) expect(weekend).toBeGreaterThan(weekday * 1.1);
      else expect(weekday).toBeGreaterThan(weekend * 1.1);
    });

    it('has hashtags that really lift engagement and hashtags that sink it', () => {
      const byLift = [...spec.hashtags].sort((a, b) => b[1] - a[1]);
      const withTag = (tag: string) => account.media.filter((post) => hashtagsOf(post).includes(tag)).map(er);
      const best = withTag(byLift[0][0]);
      const worst = withTag(byLift.at(-1)![0]);
      expect(best.length).toBeGreaterThan(50);
      expect(worst.length).toBeGreaterThan(50);
      expect(median(best)).toBeGreaterThan(median(worst) * 1.25);
    });

    it('has a few viral outliers, followed by a burst of new followers', () => {
      const typical = median(account.media.map((post) => post.insights.reach));
      const viral = account.media.filter((post) => post.insights.reach > typical * 5);
      expect(viral.length).toBeGreaterThanOrEqual(3);
      expect(viral.length).toBeLessThan(account.media.length * 0.05);

      const dayIndex = new Map(account.daily.map((day, index) => [day.date, index]));
      const weekGrowth = (start: number) => account.daily.slice(start, start + 7).reduce((sum, day) => sum + day.netFollowers, 0);
      const biggest = [...account.media].sort((a, b) => b.insights.reach - a.insights.reach).slice(0, 3);
      const afterBiggest = biggest.map((post) => weekGrowth(dayIndex.get(post.timestamp.slice(0, 10))!));
      const everyWeek = account.daily.slice(0, -7).map((_, start) => weekGrowth(start));
      expect(median(afterBiggest)).toBeGreaterThan(median(everyWeek) * 1.2);
    });

    it('grows slowly: more followers than 18 months ago, by less than half', () => {
      const first = account.daily[0].followers;
      expect(account.followersCount).toBeGreaterThan(first);
      expect(account.followersCount).toBeLessThan(first * 1.5);
    });

    it('has its followers online in the day, its local time', () => {
      const today = account.daily.at(-1)!;
      const offsetHours = Math.round(utcOffsetMinutes(account.timezone, new Date(Date.parse(today.date) + DAY_MS / 2)) / 60);
      const atLocal = (hour: number) => today.onlineFollowers![(hour - offsetHours + 24) % 24];
      expect(atLocal(spec.bestHours[0])).toBeGreaterThan(atLocal(3) * 3);
    });
  },
);
