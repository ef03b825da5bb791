import type http from 'node:http';
import type {
  CompetitorAnalytics,
  CompetitorList,
  CompetitorPost,
  CompetitorProfile,
  CompetitorRow,
  CompetitorTrends,
  PublicFigures,
} from '../../../../shared/competitors';
import type { CompetitorSuggestion } from '../../../../shared/demo';
import { sendJson } from '../../../test/loopbackServer';

/** A protocol fake of /api/competitors answering like the server's contract (src/shared/competitors.ts). */

const FORMULAS = {
  publicEr: 'mean over the posts of the range of (likes + comments) ÷ followers at the time of the post',
  followerGrowth: 'followers on the last snapshot of the range − followers on the first; % of the first',
  postsPerWeek: 'posts published in the range ÷ days in the range × 7',
};

const figures = (
  followers: number,
  growth: [number, number | null] | null,
  postsPerWeek: number,
  avgLikes: number,
  avgComments: number,
  publicEr: number,
): PublicFigures => ({
  followers,
  followerGrowth: growth ? { net: growth[0], percent: growth[1], fromDate: '2026-10-25', toDate: '2026-11-23' } : null,
  postsPerWeek,
  posts: Math.round((postsPerWeek * 30) / 7),
  avgLikes,
  postsWithHiddenLikes: 0,
  avgComments,
  publicEr,
});

const done = { state: 'succeeded' as const, lastRefreshedAt: '2026-11-20T06:00:00.000Z', lastError: null };

/** A day `days` before today (UTC): tracking that began inside the period the page asks for. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const ownRow: CompetitorRow = {
  kind: 'own',
  id: 'a1',
  username: 'mayamoves.fit',
  name: 'Maya Moves Fitness',
  profilePicUrl: null,
  refresh: null,
  trackedSince: null,
  ...figures(52_000, [300, 0.58], 4, 1_200, 80, 0.0246),
};

export const competitorRows = (): CompetitorRow[] => [
  {
    kind: 'competitor',
    id: 'c-lena',
    username: 'liftwithlena',
    name: 'Lena Park Fitness',
    profilePicUrl: null,
    refresh: done,
    trackedSince: '2025-06-02',
    ...figures(61_200, [1_200, 2], 6, 1_300, 45, 0.022),
  },
  {
    kind: 'competitor',
    id: 'c-dre',
    username: 'coachdre.strength',
    name: 'Dre Johnson',
    profilePicUrl: null,
    trackedSince: '2025-06-02',
    refresh: {
      state: 'failed',
      lastRefreshedAt: '2026-11-22T06:00:00.000Z',
      lastError: 'Instagram is throttling this app (code 4); the next refresh retries.',
    },
    ...figures(44_800, [-120, -0.27], 5, 1_100, 60, 0.026),
  },
  {
    kind: 'competitor',
    id: 'c-priya',
    username: 'pilates.with.priya',
    name: 'Priya Shah Pilates',
    profilePicUrl: null,
    refresh: { state: 'queued', lastRefreshedAt: null, lastError: null },
    trackedSince: daysAgo(5),
    ...figures(28_300, null, 4, 900, 50, 0.034),
  },
];

export type CompetitorsState = {
  rows: CompetitorRow[];
  limit: number;
  cannotAdd: string | null;
  /** GET /api/competitors answers 503 this many times first. */
  listFailures: number;
  posts: CompetitorPost[];
  refreshed: string[];
  /** The snapshots the analytics answer: two days apart unless a test says otherwise. */
  history: CompetitorAnalytics['history'];
  /** The demo handles GET /api/demo/competitor-suggestions offers (src/shared/demo.ts); untracked ones only. */
  suggestions: CompetitorSuggestion[];
};

/** The demo world's fitness handles (src/server/meta/demo/competitorCatalogue.ts) the fake's rows do not track, then another niche's. */
const DEMO_SUGGESTIONS: CompetitorSuggestion[] = [
  { username: 'thehomegymguy', name: 'Home Gym Guy', sameNiche: true },
  { username: 'runclub.atx', name: 'Run Club ATX', sameNiche: true },
  { username: 'strongafter40', name: 'Strong After 40', sameNiche: true },
  { username: 'mobility.mike', name: 'Mike Reyes Mobility', sameNiche: true },
  { username: 'fit.mama.rio', name: 'Fit Mama Rio', sameNiche: true },
  { username: 'lisbon.bites', name: 'Lisbon Bites', sameNiche: false },
];

export function competitorsState(overrides: Partial<CompetitorsState> = {}): CompetitorsState {
  const history = [
    { date: '2026-11-03', followers: 60_000, mediaCount: 1_190 },
    { date: '2026-11-23', followers: 61_200, mediaCount: 1_204 },
  ];
  return {
    rows: competitorRows(),
    limit: 20,
    cannotAdd: null,
    listFailures: 0,
    posts: competitorPosts(30),
    refreshed: [],
    history,
    suggestions: DEMO_SUGGESTIONS,
    ...overrides,
  };
}

export function competitorList(state: Pick<CompetitorsState, 'rows' | 'limit' | 'cannotAdd'>, from: string, to: string): CompetitorList {
  return {
    accountId: 'a1',
    range: { from, to, days: 30 },
    rows: [ownRow, ...state.rows],
    limit: state.limit,
    cannotAdd: state.cannotAdd,
    formulas: FORMULAS,
    timezone: 'America/New_York',
  };
}

function competitorPosts(count: number): CompetitorPost[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `post-${index + 1}`,
    igMediaId: `ig-${index + 1}`,
    mediaType: index % 3 === 0 ? ('REELS' as const) : ('IMAGE' as const),
    postedAt: new Date(Date.UTC(2026, 10, 23 - index, 17)).toISOString(),
    caption: `Post number ${index + 1} #legday`,
    permalink: `https://www.instagram.com/p/lena${index + 1}/`,
    likes: 1_000 + index,
    comments: 40,
    publicEr: index === 0 ? 0.061 : 0.017,
    breakout: index === 0,
  }));
}

const lenaProfile: CompetitorProfile = {
  id: 'c-lena',
  accountId: 'a1',
  igUserId: 'ig-lena',
  username: 'liftwithlena',
  name: 'Lena Park Fitness',
  biography: 'Strength coach. New programme every Monday.',
  profilePicUrl: null,
  followers: 61_200,
  mediaCount: 1_204,
  trackedSince: '2026-11-03T09:12:00.000Z',
  refresh: done,
};

function lenaAnalytics(from: string, to: string, { posts, history }: Pick<CompetitorsState, 'posts' | 'history'>): CompetitorAnalytics {
  return {
    competitorId: 'c-lena',
    range: { from, to, days: 30 },
    history,
    trackedSince: '2026-11-03T09:12:00.000Z',
    formats: [
      { mediaType: 'REELS', posts: 10, avgPublicEr: 0.031 },
      { mediaType: 'IMAGE', posts: 20, avgPublicEr: 0.017 },
    ],
    hashtags: [{ tag: 'legday', posts: 30, avgPublicEr: 0.018 }],
    heatmap: {
      cells: [
        { weekday: 1, hour: 18, medianPublicEr: 0.03, posts: 4 },
        { weekday: 3, hour: 7, medianPublicEr: 0.012, posts: 6 },
      ],
      timezone: 'America/New_York',
      sampleSize: 10,
      formula: 'median public ER of the posts published in each weekday × hour',
    },
    sideBySide: { competitor: competitorRows()[0], own: ownRow, ownUsername: 'mayamoves.fit' },
    breakouts: {
      medianPublicEr: 0.017,
      threshold: 0.034,
      posts: [posts[0]],
      formula: 'posts whose public ER is above 2 × the competitor’s own median public ER in the range',
    },
    formulas: FORMULAS,
    timezone: 'America/New_York',
  };
}

type Request = { method: string; path: string; params: URLSearchParams; body: string };

function addCompetitor(state: CompetitorsState, res: http.ServerResponse, body: string) {
  const username = String((JSON.parse(body) as { username?: string }).username ?? '')
    .replace(/^@/, '')
    .toLowerCase();
  if (!/^[a-z0-9._]+$/.test(username)) {
    return sendJson(res, 400, {
      message: 'username: username may only contain letters, digits, periods and underscores',
      code: 'VALIDATION_ERROR',
      details: [{ field: 'username', message: 'username may only contain letters, digits, periods and underscores' }],
    });
  }
  if (username === 'nobody.here')
    return sendJson(res, 404, { message: 'No public business or creator account is called @nobody.here.', code: 'competitor_not_found' });
  if (state.rows.some((row) => row.username === username)) return sendJson(res, 409, { message: `@${username} is already tracked.`, code: 'duplicate' });
  const row: CompetitorRow = {
    kind: 'competitor',
    id: `c-${username}`,
    username,
    name: null,
    profilePicUrl: null,
    refresh: { state: 'queued', lastRefreshedAt: null, lastError: null },
    trackedSince: daysAgo(0),
    ...figures(10_000, null, 0, 0, 0, 0),
  };
  state.rows.push(row);
  return sendJson(res, 201, row);
}

function postsPage(state: CompetitorsState, params: URLSearchParams) {
  const limit = Number(params.get('limit') ?? 24);
  const offset = Number(params.get('after') ?? 0);
  const after = offset + limit < state.posts.length ? String(offset + limit) : null;
  return {
    data: state.posts.slice(offset, offset + limit),
    paging: { cursors: { before: null, after }, ...(after ? { next: `/next?after=${after}` } : {}) },
    total: state.posts.length,
  };
}

const shiftDay = (day: string, days: number) => new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The trends of the list's accounts: each tracked since before the period has a snapshot on its first
 * and last day (its growth apart), one tracked inside it a single snapshot on its last; public ER the
 * row's in every week. Ranked as the server ranks (growth %, then net; unknown last).
 */
function competitorTrends(state: Pick<CompetitorsState, 'rows'>, from: string, to: string): CompetitorTrends {
  const buckets: CompetitorTrends['buckets'] = [];
  for (let start = from; start <= to; start = shiftDay(start, 7)) buckets.push({ from: start, to: shiftDay(start, 6) < to ? shiftDay(start, 6) : to });
  const accounts = [ownRow, ...state.rows].map((row) => {
    const short = row.trackedSince !== null && row.trackedSince > from;
    const end = row.followers;
    // A row whose period end is unknown has no snapshot in the period: no point to draw.
    const followers =
      end === null
        ? []
        : short
          ? [{ date: to, followers: end }]
          : [
              { date: from, followers: end - (row.followerGrowth?.net ?? 0) },
              { date: to, followers: end },
            ];
    return {
      kind: row.kind,
      id: row.id,
      username: row.username,
      trackedSince: row.trackedSince,
      historyFrom: followers[0]?.date ?? null,
      followers,
      publicEr: buckets.map(() => row.publicEr),
      followerGrowth: row.followerGrowth,
    };
  });
  const score = (account: (typeof accounts)[number]) => account.followerGrowth?.percent ?? Number.NEGATIVE_INFINITY;
  const ranking = [...accounts.filter((a) => a.followerGrowth).sort((a, b) => score(b) - score(a)), ...accounts.filter((a) => !a.followerGrowth)];
  return {
    accountId: 'a1',
    range: { from, to, days: 30 },
    timezone: 'America/New_York',
    buckets,
    accounts,
    ranking: ranking.map((account) => account.id),
    formulas: FORMULAS,
  };
}

/** Answers the competitor routes and returns true, or returns false for any other route. */
export function answerCompetitors(state: CompetitorsState, { method, path, params, body }: Request, res: http.ServerResponse): boolean {
  const [, , , id, sub] = path.split('/');
  if (path === '/api/competitors' && method === 'GET') {
    if (state.listFailures > 0) {
      state.listFailures -= 1;
      sendJson(res, 503, { message: 'The database is busy; try again.' });
    } else sendJson(res, 200, competitorList(state, params.get('from') ?? '', params.get('to') ?? ''));
    return true;
  }
  if (path === '/api/competitors' && method === 'POST') return (addCompetitor(state, res, body), true);
  if (path === '/api/competitors/trends' && method === 'GET') {
    return (sendJson(res, 200, competitorTrends(state, params.get('from') ?? '', params.get('to') ?? '')), true);
  }
  if (path === '/api/demo/competitor-suggestions' && method === 'GET') {
    const tracked = new Set(state.rows.map((row) => row.username));
    return (sendJson(res, 200, { suggestions: state.suggestions.filter((suggestion) => !tracked.has(suggestion.username)) }), true);
  }
  if (!path.startsWith('/api/competitors/')) return false;
  const row = state.rows.find((candidate) => candidate.id === id);
  if (!row || (id !== 'c-lena' && method === 'GET')) return (sendJson(res, 404, { message: 'Competitor not found', code: 'not_found' }), true);
  if (method === 'DELETE') {
    state.rows = state.rows.filter((candidate) => candidate !== row);
    return (sendJson(res, 204), true);
  }
  if (sub === 'refresh' && method === 'POST') {
    state.refreshed.push(row.id);
    row.refresh = { state: 'queued', lastRefreshedAt: row.refresh?.lastRefreshedAt ?? null, lastError: null };
    return (sendJson(res, 202, { jobId: `job-${row.id}` }), true);
  }
  if (sub === 'analytics') return (sendJson(res, 200, lenaAnalytics(params.get('from') ?? '', params.get('to') ?? '', state)), true);
  if (sub === 'posts') return (sendJson(res, 200, postsPage(state, params)), true);
  return (sendJson(res, 200, { ...lenaProfile, refresh: row.refresh ?? lenaProfile.refresh }), true);
}
