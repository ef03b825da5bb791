/**
 * The e-mailed dashboard summary read on the account's clock: an account in São Paulo (UTC−3 all
 * year) whose posts at 00:10 UTC were published the evening before there, and a follower line whose
 * lowest and highest days are neither its first nor its last.
 */
import { igAccountDaily, igAccounts, igMedia, users } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { pdfPagesText } from '../mail/testing/pdfText';
import { formatFigureChange, kpiChange } from '../../../shared/change';
import { getOverview } from '../analytics/public';
import { reportContent, type ReportContent } from './content';
import { endsNote, renderReportPdf } from './pdf';

jest.setTimeout(60_000);

const ZONE = 'America/Sao_Paulo';
/** A Monday-to-Sunday week, as a weekly send reports it. */
const PERIOD = { key: 'weekly:2026-11-16', from: '2026-11-16', to: '2026-11-22' };
/** Sunday 22 Nov 2026, 21:10 in São Paulo: the period's last day there, the day after it in UTC. */
const LAST_EVENING = { caption: 'Sunday evening special', postedAt: new Date('2026-11-23T00:10:00Z') };
/** Sunday 15 Nov 2026, 21:10 in São Paulo: the day before the period there, its first day in UTC. */
const EVENING_BEFORE = { caption: 'The week before, late', postedAt: new Date('2026-11-16T00:10:00Z') };
/** Followers per day on the account's clock: the lowest (900) and highest (1,300) fall mid-week. */
const FOLLOWERS: Record<string, number> = {
  '2026-11-15': 1_000,
  '2026-11-16': 1_050,
  '2026-11-17': 1_000,
  '2026-11-18': 950,
  '2026-11-19': 900,
  '2026-11-20': 1_300,
  '2026-11-21': 1_200,
  '2026-11-22': 1_120,
};

let database: TestDatabase;
let content: ReportContent;
let ownerId: string;
let accountId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [owner] = await db.insert(users).values({ email: 'paulista@example.test', name: 'Owner' }).returning();
  const [account] = await db
    .insert(igAccounts)
    .values({ userId: owner.id, igUserId: 'ig-paulista', username: 'padaria_sp', followersCount: 1_120, timezone: ZONE })
    .returning({ id: igAccounts.id });
  await db.insert(igAccountDaily).values(Object.entries(FOLLOWERS).map(([date, followers]) => ({ accountId: account.id, date, followers })));
  // The history starts before the week before, so that week is a base to compare with.
  await db.insert(igAccountDaily).values({ accountId: account.id, date: '2026-11-08', followers: 980 });
  await db.insert(igMedia).values(
    [LAST_EVENING, EVENING_BEFORE].map((post, index) => ({
      accountId: account.id,
      igMediaId: `sp-${index}`,
      mediaType: 'IMAGE' as const,
      caption: post.caption,
      permalink: `https://www.instagram.com/p/sp${index}/`,
      postedAt: post.postedAt,
      likes: 100,
      comments: 12,
      saves: 5,
      shares: 3,
      reach: 800,
      views: 1_000,
    })),
  );
  ownerId = owner.id;
  accountId = account.id;
  content = await reportContent(db, { ownerId: owner.id, accountId: account.id, username: 'padaria_sp' }, 'dashboard-summary', PERIOD);
});
afterAll(() => database.close());

const topPosts = () => content.tables.find((table) => table.columns.includes('Published'))!;

describe('the dashboard summary on the account’s clock', () => {
  it('lists a post at 00:10 UTC under the São Paulo day it was published, and leaves out the one published the evening before the period', () => {
    expect(topPosts().rows.map(([caption, published]) => [caption, published])).toEqual([[LAST_EVENING.caption, '2026-11-22']]);
  });

  it('says the followers of the first and the last day, not the period’s lowest and highest', () => {
    expect(content.line!.points.map((point) => point.date)).toEqual(Object.keys(FOLLOWERS).slice(1));
    expect(endsNote(content.line!)).toBe('First day, 2026-11-16: 1,050. Last day, 2026-11-22: 1,120.');
  });

  it('prints both in the PDF', async () => {
    const branding = { workspaceId: 'w', workspaceName: 'Padaria', accentColor: null, accentTextColor: null, logo: null };
    const text = (await pdfPagesText(await renderReportPdf(content, branding))).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(`${LAST_EVENING.caption} 2026-11-22`);
    expect(text).not.toContain(EVENING_BEFORE.caption);
    expect(text).toContain('First day, 2026-11-16: 1,050. Last day, 2026-11-22: 1,120.');
    expect(text).not.toMatch(/From 900 to 1,300/);
  });
});

describe('the dashboard summary’s posts', () => {
  const LONG = 'Most people get this wrong: a kettlebell finisher that takes ten minutes and leaves nothing in the tank';
  let ranked: ReportContent;

  beforeAll(async () => {
    const { db } = database;
    const [account] = await db
      .insert(igAccounts)
      .values({ userId: ownerId, igUserId: 'ig-ranked', username: 'ranked_sp', followersCount: 1_000, timezone: ZONE })
      .returning({ id: igAccounts.id });
    await db.insert(igAccountDaily).values({ accountId: account.id, date: '2026-11-15', followers: 1_000 });
    // Seven posts, likes 10, 20 … 70 on 1,000 followers: public ER 1.2% … 7.2%, none equal.
    await db.insert(igMedia).values(
      Array.from({ length: 7 }, (_, index) => ({
        accountId: account.id,
        igMediaId: `ranked-${index}`,
        mediaType: 'IMAGE' as const,
        caption: `${LONG} #${index}`,
        postedAt: new Date(Date.UTC(2026, 10, 17 + (index % 5), 15)),
        likes: 10 * (index + 1),
        comments: 2,
        saves: 1,
        shares: 1,
        reach: 500 + 100 * ((index * 3) % 7),
        views: 900,
      })),
    );
    ranked = await reportContent(db, { ownerId, accountId: account.id, username: 'ranked_sp' }, 'dashboard-summary', PERIOD);
  });

  const table = (title: string) => ranked.tables.find((candidate) => candidate.title === title)!;
  const rates = (title: string) => table(title).rows.map((row) => parseFloat(row[2]));

  it('splits the dashboard’s top and lowest posts into two tables, each in the order of the public ER it ranks by', () => {
    expect(table('Top posts').columns.slice(0, 3)).toEqual(['Post', 'Published', 'Public ER']);
    expect(rates('Top posts')).toEqual([...rates('Top posts')].sort((a, b) => b - a));
    expect(rates('Lowest posts')).toEqual([...rates('Lowest posts')].sort((a, b) => a - b));
    expect(rates('Top posts')[0]).toBe(7.2);
    expect(rates('Lowest posts')[0]).toBe(1.2);
  });

  it('cuts a long caption at a word, never mid-word', () => {
    for (const [caption] of [...table('Top posts').rows, ...table('Lowest posts').rows]) {
      expect(caption.endsWith('…')).toBe(true);
      expect(LONG.startsWith(caption.slice(0, -1))).toBe(true);
      expect(LONG[caption.length - 1]).toBe(' ');
    }
  });
});

describe('the dashboard summary’s changes', () => {
  it('gives a rate’s change in percentage points and a count’s as relative, as the dashboard writes them', async () => {
    const overview = await getOverview(database.db, ownerId, { accountId, from: PERIOD.from, to: PERIOD.to });
    const change = (label: string) => content.headline.find((figure) => figure.label === label)?.change;
    // The week before holds the post of the evening before, so public ER has a base to change from.
    expect(change('Public ER')).toMatch(/^[+−]\d+\.\d pp$/);
    expect(change('Public ER')).toBe(formatFigureChange(kpiChange('publicEr', overview.kpis.publicEr), 'en-GB'));
    expect(change('Followers')).toBe(formatFigureChange(kpiChange('followers', overview.kpis.followers), 'en-GB'));
    expect(change('Followers')).toMatch(/%$/);
  });
});

describe('endsNote', () => {
  it('says a first or last day without a count is not recorded, rather than borrowing a neighbour’s', () => {
    const chart = {
      title: 'Followers per day',
      points: [
        { date: '2026-11-16', value: null },
        { date: '2026-11-17', value: 1_000 },
        { date: '2026-11-18', value: null },
      ],
    };
    expect(endsNote(chart)).toBe('First day, 2026-11-16: not recorded. Last day, 2026-11-18: not recorded.');
  });
});
