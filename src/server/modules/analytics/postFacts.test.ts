import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { ContentAnalysis, Overview } from '../../../shared/analytics';
import type { PublicFigures } from '../../../shared/competitors';
import type { Period } from '../../../shared/period';
import { shiftDate } from '../../../shared/dateSpan';
import { igAccountDaily, igAccounts, igMedia } from '../../db/schema';
import { snapshotProfile, upsertMedia } from '../../jobs/sync/store';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/helpers';
import { requireAccount } from '../connectors/public';
import { computeContentAnalysis } from './content';
import { computeOverview } from './overview';
import { postingTimes } from './bestTime';
import { rankedPosts } from './overviewRepository';
import type { PeriodScope } from './periodScope';
import { periodScopeFor, resolvePeriod } from './periodScope';
import { ownPublicFigures } from './repository';
import { localMidnight, minutesNearMidnight, TEST_ZONES } from './testing/periodWorld';

/**
 * The stored post facts (ig_post_facts, migration 0011) give the very answers the raw rows
 * give: for random accounts and periods, the overview, the content analysis and the public figures read
 * from the facts equal those worked out from ig_media and ig_account_daily on every request, before and
 * right after a sync writes new posts, changed counts and new snapshots (the first request after it,
 * over HTTP, included), and after the account's time zone changes.
 */
let t: TestApp;
let owner: { id: string; headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  const registered = await registerUser(t.app);
  owner = { id: registered.user.id, headers: bearer(registered.accessToken) };
}, 60_000);
afterAll(() => t.close());

/** The days posts and snapshots fall on: 2025, around both of the northern DST changes. */
const FIRST_DAY = '2025-03-01';
const SPAN_DAYS = 260;
const TYPES = ['IMAGE', 'CAROUSEL_ALBUM', 'REELS', 'VIDEO'] as const;

/** Captions that land in every content group: lengths across 50/150/300, 0 to 12 hashtags (cases and repeats), emoji, calls to action. */
const caption = fc
  .record({
    words: fc.nat(60),
    hashtags: fc.array(fc.constantFrom('#Fit', '#fit', '#run_2', '#coffee', '#Travel', '#x'), { maxLength: 12 }),
    emoji: fc.constantFrom('', ' 💪', ' ☀', ' 🫶'),
    action: fc.constantFrom('', ' link in bio', ' Save this', ' tag a friend', ' shop now'),
  })
  .map(({ words, hashtags, emoji, action }) => `${'word '.repeat(words)}${emoji}${action} ${hashtags.join(' ')}`.trim());

const unknownOr = (value: fc.Arbitrary<number>) => fc.option(value, { nil: null, freq: 4 });

const post = fc.record({
  day: fc.nat(SPAN_DAYS - 1),
  minutes: minutesNearMidnight,
  mediaType: fc.constantFrom(...TYPES),
  caption: fc.option(caption, { nil: null, freq: 6 }),
  likes: fc.nat(500),
  comments: fc.nat(80),
  saves: unknownOr(fc.nat(50)),
  shares: unknownOr(fc.nat(30)),
  reach: unknownOr(fc.nat(4_000)),
  views: unknownOr(fc.nat(6_000)),
});

/** A daily row: a follower snapshot (0 included), a day known only from insights, or no row. */
const day = fc.record({ day: fc.nat(SPAN_DAYS - 1), followers: unknownOr(fc.nat(3_000)), reach: unknownOr(fc.nat(900)) });

const period = fc.tuple(fc.nat(SPAN_DAYS - 1), fc.nat(120)).map(([start, length]) => ({
  from: shiftDate(FIRST_DAY, start),
  to: shiftDate(FIRST_DAY, Math.min(SPAN_DAYS - 1, start + length)),
}));

const world = fc.record({
  zone: fc.constantFrom(...TEST_ZONES),
  nextZone: fc.constantFrom(...TEST_ZONES),
  followersNow: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3_000 })),
  posts: fc.array(post, { maxLength: 40 }),
  days: fc.uniqueArray(day, { selector: (d) => d.day, maxLength: 60 }),
  sync: fc.record({ posts: fc.array(post, { maxLength: 10 }), recount: fc.nat(40), days: fc.uniqueArray(day, { selector: (d) => d.day, maxLength: 10 }) }),
  periods: fc.array(period, { minLength: 2, maxLength: 2 }),
});

/** What an arbitrary generates. */
type WorldOf<A> = A extends fc.Arbitrary<infer T> ? T : never;
type World = WorldOf<typeof world>;
type Post = WorldOf<typeof post>;

let stored = 0;

const mediaRows = (accountId: string, zone: string, posts: Post[], prefix: string) =>
  posts.map((p, index) => ({
    accountId,
    igMediaId: `${prefix}-${index}`,
    mediaType: p.mediaType,
    caption: p.caption,
    postedAt: new Date(localMidnight(shiftDate(FIRST_DAY, p.day), zone) + p.minutes * 60_000),
    likes: p.likes,
    comments: p.comments,
    saves: p.saves,
    shares: p.shares,
    reach: p.reach,
    views: p.views,
  }));

const dailyRows = (accountId: string, days: World['days']) =>
  days.map((d) => ({ accountId, date: shiftDate(FIRST_DAY, d.day), followers: d.followers, reach: d.reach }));

/** The account as the analytics read it now: its scope on the facts, and the same scope told to work every post out from its rows. */
async function scopesOf(accountId: string): Promise<{ facts: PeriodScope; rows: PeriodScope; timezone: string }> {
  const facts = periodScopeFor(await requireAccount(t.app.db, owner.id, accountId));
  return { facts, rows: { ...facts, factsOnClock: false }, timezone: facts.timezone };
}

/** Every answer the facts feed, from the facts and from the raw rows, for each period. */
async function expectSameAnswers(accountId: string, periods: World['periods']) {
  const { facts, rows, timezone } = await scopesOf(accountId);
  expect(facts.factsOnClock).toBe(true);
  const account = { id: accountId, followersCount: facts.currentFollowers };
  for (const asked of periods) {
    const resolved = resolvePeriod(facts, asked);
    const overview = await computeOverview(t.app.db, facts, resolved);
    expect(overview).toEqual(await computeOverview(t.app.db, rows, resolved));
    await expectReadersAgree(overview, facts, resolved, await ownPublicFigures(t.app.db, account, { ...resolved }));
    expect(await computeContentAnalysis(t.app.db, facts, resolved)).toEqual(await computeContentAnalysis(t.app.db, rows, resolved));
    expect(await ownPublicFigures(t.app.db, { ...account, timezone }, { ...resolved })).toEqual(await ownPublicFigures(t.app.db, account, { ...resolved }));
  }
}

/**
 * The overview reads each period's posts in one statement (periodSummary.ts); the readers of one figure
 * each, which other screens and the assistant use, give the same figures: the public figures worked out
 * in JavaScript from the raw rows, the ranked posts and the heatmap.
 */
async function expectReadersAgree(overview: Overview, scope: PeriodScope, { from, to }: Period, figures: PublicFigures) {
  expect([overview.kpis.posts.value, overview.kpis.publicEr.value, overview.kpis.netGrowth.value]).toEqual([
    figures.posts,
    figures.publicEr,
    figures.followerGrowth?.net ?? null,
  ]);
  // Posts tied on public ER and time may come in either order from two statements: their rates may not.
  const rates = (posts: Overview['topPosts']) => posts.map((p) => p.publicEr);
  expect(rates(overview.topPosts)).toEqual(rates(await rankedPosts(t.app.db, scope, from, to, 'best', overview.topPosts.length || 5)));
  expect(rates(overview.bottomPosts)).toEqual(rates(await rankedPosts(t.app.db, scope, from, to, 'worst', overview.bottomPosts.length || 5)));
  expect(overview.heatmap.cells).toEqual((await postingTimes(t.app.db, scope, from, to)).cells);
}

/** What a sync writes: new posts, changed counts of stored ones (the real upsert), new and rewritten snapshots. */
async function syncLike(accountId: string, w: World) {
  const { timezone } = await scopesOf(accountId);
  const recounted = mediaRows(accountId, timezone, w.posts, `pf-${stored}`)
    .slice(0, w.sync.recount)
    .map((row, index) => ({ ...row, likes: row.likes + index + 1, comments: row.comments + (index % 3), reach: index % 2 ? row.reach : 1_234 }));
  await upsertMedia(t.app.db, [...recounted, ...mediaRows(accountId, timezone, w.sync.posts, `pf-${stored}-sync`)]);
  for (const d of w.sync.days) {
    if (d.followers !== null) await snapshotProfile(t.app.db, accountId, shiftDate(FIRST_DAY, d.day), { followers: d.followers, follows: 1, mediaCount: 1 });
  }
  // A snapshot removed (Meta's history rewritten by hand, a script): the posts it rated fall back to the one before.
  const [first] = w.days.filter((d) => d.followers !== null);
  if (first)
    await t.app.db.delete(igAccountDaily).where(and(eq(igAccountDaily.accountId, accountId), eq(igAccountDaily.date, shiftDate(FIRST_DAY, first.day))));
}

describe('post facts', () => {
  it('give the answers the raw rows give, after a sync and after a time zone change', async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        stored += 1;
        const [account] = await t.app.db
          .insert(igAccounts)
          .values({ userId: owner.id, igUserId: `pf-${stored}`, username: `post_facts_${stored}`, followersCount: w.followersNow, timezone: w.zone })
          .returning();
        if (w.days.length) await t.app.db.insert(igAccountDaily).values(dailyRows(account.id, w.days));
        if (w.posts.length) await t.app.db.insert(igMedia).values(mediaRows(account.id, w.zone, w.posts, `pf-${stored}`));
        await expectSameAnswers(account.id, w.periods);

        // The first request after a sync, over HTTP (through the answer cache), is the raw rows' answer.
        await syncLike(account.id, w);
        const [asked] = w.periods;
        const overview = await t.app.inject({
          method: 'GET',
          url: `/api/analytics/overview?${new URLSearchParams({ accountId: account.id, ...asked })}`,
          headers: owner.headers,
        });
        const content = await t.app.inject({
          method: 'GET',
          url: `/api/analytics/content?${new URLSearchParams({ accountId: account.id, ...asked })}`,
          headers: owner.headers,
        });
        const { rows } = await scopesOf(account.id);
        const resolved = resolvePeriod(rows, asked);
        expect(overview.json<Overview>()).toEqual(JSON.parse(JSON.stringify(await computeOverview(t.app.db, rows, resolved))));
        expect(content.json<ContentAnalysis>()).toEqual(JSON.parse(JSON.stringify(await computeContentAnalysis(t.app.db, rows, resolved))));
        await expectSameAnswers(account.id, w.periods);

        // A new clock moves every post's day, weekday and hour, and the snapshot it is rated on.
        await t.app.db.update(igAccounts).set({ timezone: w.nextZone }).where(eq(igAccounts.id, account.id));
        await expectSameAnswers(account.id, w.periods);
      }),
      { numRuns: 12, seed: 23_2026 },
    );
  }, 300_000);

  it('never fails a write for a zone the database does not know, and reads such an account from its rows', async () => {
    const [account] = await t.app.db
      .insert(igAccounts)
      .values({ userId: owner.id, igUserId: 'pf-mars', username: 'post_facts_mars', followersCount: 500, timezone: 'Mars/Olympus' })
      .returning();
    await t.app.db.insert(igAccountDaily).values({ accountId: account.id, date: '2025-03-01', followers: 400 });
    await t.app.db.insert(igMedia).values(mediaRows(account.id, 'UTC', [{ ...POST, day: 1 }], 'pf-mars'));
    const scope = periodScopeFor(await requireAccount(t.app.db, owner.id, account.id));
    expect({ timezone: scope.timezone, factsOnClock: scope.factsOnClock }).toEqual({ timezone: 'UTC', factsOnClock: false });
    const overview = await computeOverview(t.app.db, scope, resolvePeriod(scope, { from: '2025-03-01', to: '2025-03-03' }));
    expect(overview.kpis.posts.value).toBe(1);
    expect(overview.kpis.publicEr.value).toBeCloseTo(55 / 400, 12);
  });
});

const POST: Post = {
  day: 0,
  minutes: 600,
  mediaType: 'IMAGE',
  caption: 'Hello #fit',
  likes: 50,
  comments: 5,
  saves: 1,
  shares: 1,
  reach: 100,
  views: 100,
};
