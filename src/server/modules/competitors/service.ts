/**
 * Competitors: public accounts tracked against one connected account and read on the
 * public formulas only (publicFiguresOf), the same way as the user's own account beside them. The
 * list, the detail, the reports and the assistant all read these functions.
 */
import type { CompetitorStat } from '../../../shared/insights';
import { calendarDateIn } from '../../../shared/period';
import {
  competitorUsername,
  DEFAULT_COMPETITOR_LIMIT,
  type CompetitorAnalytics,
  type CompetitorList,
  type CompetitorListQuery,
  type CompetitorPostsPage,
  type CompetitorProfile,
  type CompetitorRow,
  type PublicFigures,
  type RefreshState,
} from '../../../shared/competitors';
import type { Db } from '../../db/client';
import { notFound } from '../../http/httpError';
import { lookupBlocker } from '../../jobs/competitors/refreshCompetitor';
import type { CompetitorRecord } from '../../jobs/competitors/store';
import {
  type ClockPeriod,
  ownPublicFigures,
  periodScopeFor,
  PUBLIC_FORMULAS,
  publicFiguresOfTotals,
  type ResolvedPeriod,
  resolvePeriod,
} from '../analytics/public';
import { requireAccount } from '../connectors/public';
import type { AccountRow } from '../connectors/public';
import { decodeCursor, nextUrlFor, pagingFor } from '../posts/public';
import { breakoutFormula, breakoutRule, formatsOf, hashtagsOf, heatmapOf, postsInRange, ratePosts, toCompetitorPost } from './figures';
import { cachedListJson, cachedListRows } from './cachedList';
import { competitorsWithSums, findByUsername, findCompetitor, type ListedCompetitor, snapshotsOf, storedPosts } from './repository';
import type { WorkspaceNeed } from '../../../shared/workspacePermissions';

const refreshOf = (competitor: ListedCompetitor): RefreshState => ({
  state: competitor.refreshState,
  lastRefreshedAt: competitor.lastRefreshedAt?.toISOString() ?? null,
  lastError: competitor.lastError,
});

/** The day tracking began, on the tracking account's clock (the clock every date of its pages is read on). */
const trackedSinceOf = (competitor: Pick<CompetitorRecord, 'createdAt'>, timezone: string) => calendarDateIn(competitor.createdAt, timezone);

function competitorRowOf(competitor: ListedCompetitor, figures: PublicFigures, timezone: string): CompetitorRow {
  const { id, username, name, profilePicUrl } = competitor;
  const trackedSince = trackedSinceOf(competitor, timezone);
  return { ...figures, kind: 'competitor', id, username, name, profilePicUrl, refresh: refreshOf(competitor), trackedSince };
}

/**
 * The account's competitors (or the one `competitorId`), by username, each with its public figures
 * over the period on the tracking account's clock: the one reader of the list, the detail's
 * side-by-side, the add call's row, the trends' growth and the assistant.
 */
export async function competitorFigures(
  db: Db,
  which: { accountId: string } | { competitorId: string },
  period: ClockPeriod,
): Promise<Array<{ competitor: ListedCompetitor; figures: PublicFigures }>> {
  const { from, to } = period;
  return (await competitorsWithSums(db, which, period)).map(({ totals, ends, ...competitor }) => ({
    competitor,
    figures: publicFiguresOfTotals({ totals, ends, from, to }),
  }));
}

/** One competitor's figures over the period (competitorFigures); the competitor is known to exist, or a 404. */
async function figuresOfOne(db: Db, competitorId: string, period: ClockPeriod): Promise<{ competitor: ListedCompetitor; figures: PublicFigures }> {
  const [found] = await competitorFigures(db, { competitorId }, period);
  if (!found) throw notFound('Competitor not found');
  return found;
}

async function ownRowOf(db: Db, account: AccountRow, period: ClockPeriod): Promise<CompetitorRow> {
  const { id, username, name, profilePicUrl } = account;
  return { ...(await ownPublicFigures(db, account, period)), kind: 'own', id, username, name, profilePicUrl, refresh: null, trackedSince: null };
}

function cannotAddReason(account: AccountRow, tracked: number, limit: number): string | null {
  return lookupBlocker(account) ?? (tracked >= limit ? limitMessage(limit) : null);
}

export const limitMessage = (limit: number) =>
  `This account already tracks ${limit} competitors, the most allowed (COMPETITOR_LIMIT): remove one to add another.`;

/** The account a list is asked of and the period asked for, on its clock. */
type ListAsked = { account: AccountRow; period: ResolvedPeriod };

/** The user's account (another user's is a 404) and the period asked for on its clock. */
async function listScopeOf(db: Db, userId: string, query: CompetitorListQuery): Promise<ListAsked> {
  const account = await requireAccount(db, userId, query.accountId);
  return { account, period: resolvePeriod(periodScopeFor(account), query) };
}

/** The user's account first, then its competitors, over the period: computed once per version of the account's data (cachedList.ts). */
function listRowsOf(db: Db, { account, period }: ListAsked): Promise<CompetitorRow[]> {
  return cachedListRows(db, { account, period }, async () => {
    const [own, rivals] = await Promise.all([ownRowOf(db, account, period), competitorFigures(db, { accountId: account.id }, period)]);
    return [own, ...rivals.map(({ competitor, figures }) => competitorRowOf(competitor, figures, period.timezone))];
  });
}

function listOf(account: AccountRow, period: ResolvedPeriod, rows: CompetitorRow[], limit: number): CompetitorList {
  return {
    accountId: account.id,
    range: rangeOf(period),
    rows,
    limit,
    // Every row after the account's own is a competitor.
    cannotAdd: cannotAddReason(account, rows.length - 1, limit),
    formulas: PUBLIC_FORMULAS,
    timezone: period.timezone,
  };
}

/** The list asked for, with the account and period it was asked of. */
async function askedList(db: Db, userId: string, query: CompetitorListQuery, limit: number): Promise<{ scope: ListAsked; list: CompetitorList }> {
  const scope = await listScopeOf(db, userId, query);
  return { scope, list: listOf(scope.account, scope.period, await listRowsOf(db, scope), limit) };
}

/** GET /api/competitors: the user's account first, then its competitors. Another user's account is a 404. */
export async function getCompetitorList(db: Db, userId: string, query: CompetitorListQuery, limit = DEFAULT_COMPETITOR_LIMIT): Promise<CompetitorList> {
  return (await askedList(db, userId, query, limit)).list;
}

/** getCompetitorList as `serialize` (the route's own serializer) writes it, kept beside the rows it is made of. */
export async function getCompetitorListJson(
  db: Db,
  userId: string,
  query: CompetitorListQuery,
  limit: number,
  serialize: (list: CompetitorList) => string,
): Promise<string> {
  const { scope, list } = await askedList(db, userId, query, limit);
  return cachedListJson(db, scope, `${limit}|${list.cannotAdd}`, () => serialize(list));
}

const rangeOf = ({ from, to, days }: ResolvedPeriod) => ({ from, to, days });

/** One competitor's row over a period on the tracking account's clock (what the add call answers). */
export async function competitorRowFor(db: Db, competitor: CompetitorRecord, period: ClockPeriod): Promise<CompetitorRow> {
  const { competitor: listed, figures } = await figuresOfOne(db, competitor.id, period);
  return competitorRowOf(listed, figures, period.timezone);
}

/**
 * The competitor with its tracking account, when the user's role in the account's workspace allows
 * `need`: a 404 for another workspace's (and for an id that is not one), a 403 for a role too low.
 */
export async function requireCompetitorOf(
  db: Db,
  userId: string,
  competitorId: string,
  need: WorkspaceNeed = 'viewer',
): Promise<{ competitor: CompetitorRecord; account: AccountRow }> {
  const competitor = await findCompetitor(db, competitorId);
  if (!competitor) throw notFound('Competitor not found');
  const account = await requireAccount(db, userId, competitor.accountId, need).catch((error: unknown) => {
    throw error instanceof Error && 'statusCode' in error && error.statusCode === 404 ? notFound('Competitor not found') : error;
  });
  return { competitor, account };
}

/** The competitor, when the user may read it (see requireCompetitorOf). */
export async function requireCompetitor(db: Db, userId: string, competitorId: string): Promise<CompetitorRecord> {
  return (await requireCompetitorOf(db, userId, competitorId)).competitor;
}

/** "@Name", "name" and "NAME" all find the same competitor (the contract's own reading); null when the account tracks no such one. */
export async function findCompetitorByUsername(db: Db, userId: string, accountId: string, username: string): Promise<{ id: string } | null> {
  const stored = competitorUsername.safeParse(username);
  if (!stored.success) return null;
  await requireAccount(db, userId, accountId);
  return findByUsername(db, accountId, stored.data);
}

export async function getCompetitorProfile(db: Db, userId: string, competitorId: string): Promise<CompetitorProfile> {
  const { competitor, account } = await requireCompetitorOf(db, userId, competitorId);
  const { timezone } = periodScopeFor(account);
  const { id, accountId, igUserId, username, name, biography, profilePicUrl, followersCount, mediaCount } = competitor;
  return {
    id,
    accountId,
    igUserId,
    username,
    name,
    biography,
    profilePicUrl,
    followers: followersCount,
    mediaCount,
    trackedSince: trackedSinceOf(competitor, timezone),
    refresh: refreshOf(competitor),
  };
}

/** Every stored post rated on the tracking account's clock, newest first, with the breakout rule of the competitor's own median. */
async function ratedPostsOf(db: Db, competitor: CompetitorRecord, timezone: string) {
  const [history, posts] = await Promise.all([snapshotsOf(db, competitor.id), storedPosts(db, competitor.id, timezone)]);
  const rated = ratePosts(posts, history, competitor.followersCount);
  return { history, rated, rule: breakoutRule(rated) };
}

/** GET /api/competitors/{id}/posts: newest first, paged with the posts' opaque cursors. */
export async function getCompetitorPostsPage(
  db: Db,
  userId: string,
  competitorId: string,
  page: { limit: number; after?: string },
  requestUrl: string,
): Promise<CompetitorPostsPage> {
  const offset = decodeCursor(page.after);
  const { competitor, account } = await requireCompetitorOf(db, userId, competitorId);
  const { timezone } = periodScopeFor(account);
  const { rated, rule } = await ratedPostsOf(db, competitor, timezone);
  const fetched = rated.slice(offset, offset + page.limit + 1);
  return {
    data: fetched.slice(0, page.limit).map((post) => toCompetitorPost(post, rule)),
    paging: pagingFor(offset, page.limit, fetched.length, nextUrlFor(requestUrl)),
    total: rated.length,
  };
}

/** GET /api/competitors/{id}/analytics: the detail page's figures over the period, beside the user's own, both on the user's account's clock. */
export async function getCompetitorAnalytics(db: Db, userId: string, competitorId: string, query: { from: string; to: string }): Promise<CompetitorAnalytics> {
  const { competitor, account } = await requireCompetitorOf(db, userId, competitorId);
  const period = resolvePeriod(periodScopeFor(account), query);
  const { timezone } = period;
  const [{ history, rated, rule }, own, { figures }] = await Promise.all([
    ratedPostsOf(db, competitor, timezone),
    ownPublicFigures(db, account, period),
    figuresOfOne(db, competitor.id, period),
  ]);
  const inRange = postsInRange(rated, period.from, period.to);
  const heatmap = heatmapOf(inRange, timezone);
  return {
    competitorId: competitor.id,
    range: rangeOf(period),
    history: history.filter((day) => day.date >= period.from && day.date <= period.to),
    trackedSince: trackedSinceOf(competitor, timezone),
    formats: formatsOf(inRange),
    hashtags: hashtagsOf(inRange),
    heatmap: {
      cells: heatmap,
      timezone,
      sampleSize: heatmap.reduce((sum, cell) => sum + cell.posts, 0),
      formula: `median public ER of the posts published in each weekday × hour, on the connected account's clock (${timezone})`,
    },
    // The list's own reader, so the detail and the list can never disagree on the same period.
    sideBySide: { competitor: figures, own, ownUsername: account.username },
    breakouts: {
      ...rule,
      posts: inRange
        .map((post) => toCompetitorPost(post, rule))
        .filter((post) => post.breakout)
        .sort((a, b) => (b.publicEr ?? 0) - (a.publicEr ?? 0)),
      formula: breakoutFormula(rated.length),
    },
    formulas: PUBLIC_FORMULAS,
    timezone,
  };
}

/** The assistant's view: each competitor of the account over the period its own figures are read over. */
export async function competitorStats(db: Db, accountId: string, period: ClockPeriod): Promise<CompetitorStat[]> {
  const rows = await competitorFigures(db, { accountId }, period);
  return rows.map(({ competitor, figures }) => ({
    username: competitor.username,
    followers: figures.followers,
    publicEr: figures.publicEr,
    postsPerWeek: figures.postsPerWeek,
  }));
}
