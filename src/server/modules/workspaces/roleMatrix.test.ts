/**
 * Every documented operation answers each role as the matrix says (docs/workspaces.md "Roles"). The operations come from
 * the app's own OpenAPI document, so a route added without a line here fails the first test; each
 * workspace-scoped line is then called as the workspace's owner, an editor, a viewer and a signed-in
 * non-member: a role at least the line's gets its success, a lower role 403, a non-member 404.
 *
 * A line that changes the workspace names its action in the shared permission table
 * (shared/workspacePermissions.ts), whose least role it must then answer by: the table the web app
 * hides and disables its controls by is the one the server is held to, route by route.
 */
import { createHash } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { ROLE_RANK, WORKSPACE_HEADER, type WorkspaceRole } from '../../../shared/workspaces';
import { WORKSPACE_ACTIONS, WORKSPACE_PERMISSIONS, type WorkspaceAction } from '../../../shared/workspacePermissions';
import { competitors, connectStates, igMedia, reports, workspaceMembers } from '../../db/schema';
import { DEMO_ACCESS_TOKEN } from '../../meta/demo/world';
import { DEMO_CODE } from '../../meta/oauth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { offerConnection } from '../connectors/public';
import { saveConnection } from '../connectors/testing/savedConnection';
import { startSmtpFake, type SmtpFake } from '../mail/testing/smtpFake';
import { createWorkspace, invite, newPerson, type Person } from './testing/teamWorld';

type Caller = 'owner' | 'editor' | 'viewer' | 'outsider';
const CALLERS: Caller[] = ['owner', 'editor', 'viewer', 'outsider'];

type World = {
  t: TestApp;
  people: Record<Caller, Person>;
  workspaceId: string;
  accountId: string;
  competitorId: string;
  reportId: string;
  postId: string;
};

/**
 * A call about the world, made fresh for each caller (`n` makes what must be unique, such as a new
 * invitation's address). Reading needs the viewer role; a change names its action in the shared table.
 */
type Scoped = ({ least: 'viewer' } | { action: WorkspaceAction }) & {
  call: (w: World, as: Person, n: number) => Promise<InjectOptions> | InjectOptions;
  ok?: number;
};
/** Not about a workspace: public, or about the signed-in person only (their profile, sessions, their own invitation or offer). */
type Unscoped = { unscoped: string };
type Line = Scoped | Unscoped;

const inWorkspace = (w: World) => ({ [WORKSPACE_HEADER]: w.workspaceId });
const get = (url: string) => ({ method: 'GET' as const, url });
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const RANGE = { from: day(30), to: day(1) };
const range = `from=${RANGE.from}&to=${RANGE.to}`;
const demoWorld = (w: World) => w.t.app.metaGateway.demoWorld();

let made = 0;
const unique = () => `${Date.now().toString(36)}${(made += 1)}`;

/** A fresh account of the workspace (for disconnecting), connected through the repository's own save. */
async function freshAccount(w: World): Promise<string> {
  const [row] = await saveConnection(
    w.t.app.db,
    w.people.owner.userId,
    {
      flavour: 'facebook',
      accessTokenEnc: w.t.app.tokenCipher.encrypt('unused'),
      tokenExpiresAt: null,
      tokenIssuedAt: new Date(),
      accounts: [{ igUserId: `matrix-${unique()}`, username: `matrix_${unique()}`, name: null, profilePicUrl: null, pageId: null, pageName: null }],
    },
    w.workspaceId,
  );
  return row.id;
}

async function freshCompetitor(w: World): Promise<string> {
  const [row] = await w.t.database.db
    .insert(competitors)
    .values({ userId: w.people.owner.userId, accountId: w.accountId, igUserId: `c-${unique()}`, username: `rival_${unique()}` })
    .returning({ id: competitors.id });
  return row.id;
}

async function freshReport(w: World): Promise<string> {
  const [source] = await w.t.database.db.select().from(reports).limit(1);
  const { id: _id, ...copy } = source;
  const [row] = await w.t.database.db.insert(reports).values(copy).returning({ id: reports.id });
  return row.id;
}

/** A weekly dashboard summary of the world's account, as an editor schedules it. */
const scheduleOf = (w: World) => ({ accountId: w.accountId, kind: 'dashboard-summary', cadence: 'weekly', recipients: [`client-${unique()}@example.com`] });

/** A fresh schedule of the workspace (to change or delete), made by its owner through the API. */
async function freshSchedule(w: World): Promise<string> {
  const url = `/api/workspaces/${w.workspaceId}/schedules`;
  const response = await w.t.app.inject({ method: 'POST', url, payload: scheduleOf(w), headers: w.people.owner.headers });
  if (response.statusCode !== 201) throw new Error(`the owner could not schedule a report: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

async function freshMember(w: World, role: WorkspaceRole, workspaceId = w.workspaceId): Promise<Person> {
  const person = await newPerson(w.t.app);
  await w.t.database.db.insert(workspaceMembers).values({ workspaceId, userId: person.userId, role });
  return person;
}

/** A shared workspace where each caller holds the same role as in the world's. */
async function freshWorkspace(w: World): Promise<string> {
  const { id } = await createWorkspace(w.t.app, w.people.owner, `Doomed ${unique()}`);
  for (const caller of ['editor', 'viewer'] as const) {
    await w.t.database.db.insert(workspaceMembers).values({ workspaceId: id, userId: w.people[caller].userId, role: caller });
  }
  return id;
}

const freshInvitation = async (w: World) => (await invite(w.t.app, w.people.owner, w.workspaceId, `invitee-${unique()}@example.test`, 'viewer')).invitation.id;

const MATRIX: Record<string, Line> = {
  'GET /api/openapi.json': { unscoped: 'public document' },
  'GET /healthz': { unscoped: 'public probe' },
  'GET /readyz': { unscoped: 'public probe' },
  'POST /api/auth/register': { unscoped: 'public sign-up' },
  'POST /api/auth/login': { unscoped: 'public sign-in' },
  'POST /api/auth/refresh': { unscoped: 'the session of the refresh token' },
  'POST /api/auth/logout': { unscoped: 'the caller’s own session' },
  'GET /api/auth/providers': { unscoped: 'public list' },
  'POST /api/auth/exchange': { unscoped: 'public sign-in' },
  'GET /api/auth/google': { unscoped: 'public sign-in' },
  'GET /api/auth/google/callback': { unscoped: 'public sign-in' },
  'POST /api/auth/google/link': { unscoped: 'the caller’s own identities' },
  'GET /api/auth/facebook': { unscoped: 'public sign-in' },
  'GET /api/auth/facebook/callback': { unscoped: 'public sign-in' },
  'POST /api/auth/facebook/link': { unscoped: 'the caller’s own identities' },
  'GET /api/auth/instagram': { unscoped: 'public sign-in' },
  'GET /api/auth/instagram/callback': { unscoped: 'public sign-in' },
  'POST /api/auth/instagram/link': { unscoped: 'the caller’s own identities' },
  'POST /api/auth/demo': { unscoped: 'public demo' },
  'POST /api/demo/keep': { unscoped: 'the caller’s own demo user' },
  'GET /api/demo/competitor-suggestions': { least: 'viewer', call: (w) => get(`/api/demo/competitor-suggestions?accountId=${w.accountId}`) },
  'GET /api/demo/media/{mediaId}': { unscoped: 'public demo pictures' },
  'GET /api/users/profile': { unscoped: 'the caller’s own profile' },
  'DELETE /api/users/profile': { unscoped: 'the caller’s own user (shared rows pass to another member, migration 0012)' },
  'PUT /api/users/update': { unscoped: 'the caller’s own profile' },
  'DELETE /api/users/identities/{provider}': { unscoped: 'the caller’s own identities' },
  'GET /api/countries': { unscoped: 'public reference' },
  'GET /api/instagram/niches': { unscoped: 'public reference' },
  'GET /api/chat/initialize': { unscoped: 'the assistant’s greeting' },
  'POST /api/chat/stream': {
    least: 'viewer',
    call: (w) => ({
      method: 'POST',
      url: '/api/chat/stream',
      payload: { accountId: w.accountId, messageHistory: [{ role: 'user', content: 'How am I doing?' }] },
    }),
  },
  'GET /api/connectors/accounts': { least: 'viewer', call: (w) => ({ ...get('/api/connectors/accounts'), headers: inWorkspace(w) }) },
  'GET /api/connectors/{platform}/accounts': { least: 'viewer', call: (w) => ({ ...get('/api/connectors/instagram/accounts'), headers: inWorkspace(w) }) },
  'POST /api/connectors/sync': { action: 'accounts.sync', call: (w) => ({ method: 'POST', url: '/api/connectors/sync', headers: inWorkspace(w) }) },
  'POST /api/connectors/{platform}/sync': {
    action: 'accounts.sync',
    call: (w) => ({ method: 'POST', url: '/api/connectors/instagram/sync', headers: inWorkspace(w) }),
  },
  'GET /api/connectors/sync/status': { least: 'viewer', call: (w) => ({ ...get('/api/connectors/sync/status'), headers: inWorkspace(w) }) },
  'GET /api/connectors/instagram/options': { unscoped: 'what this server can connect' },
  'GET /api/connectors/instagram/auth-url': {
    action: 'accounts.connect',
    call: (w) => ({ ...get('/api/connectors/instagram/auth-url?flavour=demo'), headers: inWorkspace(w) }),
  },
  'POST /api/connectors/instagram/connect': {
    action: 'accounts.connect',
    // The state as auth-url stores it (a viewer could not get one through the API), so finishing is what is checked.
    call: async (w, as) => {
      const state = `matrix-state-${unique()}`;
      const stateHash = createHash('sha256').update(state).digest('base64url');
      await w.t.database.db
        .insert(connectStates)
        .values({ stateHash, userId: as.userId, workspaceId: w.workspaceId, flavour: 'demo', expiresAt: new Date(Date.now() + 60_000) });
      return { method: 'POST', url: '/api/connectors/instagram/connect', payload: { state, code: DEMO_CODE } };
    },
  },
  'GET /api/connectors/instagram/offers/{offerId}': { unscoped: 'the caller’s own sign-in offer' },
  'DELETE /api/connectors/instagram/offers/{offerId}': { unscoped: 'the caller’s own sign-in offer' },
  'POST /api/connectors/instagram/offers/{offerId}/accept': {
    action: 'accounts.connect',
    call: async (w, as) => {
      const accounts = [{ igUserId: `offer-${unique()}`, username: `offered_${unique()}`, name: null, profilePicUrl: null, pageId: null, pageName: null }];
      const offerId = await offerConnection(w.t.app.db, as.userId, {
        flavour: 'facebook',
        accessTokenEnc: w.t.app.tokenCipher.encrypt('x'),
        tokenExpiresAt: null,
        accounts,
      });
      return { method: 'POST', url: `/api/connectors/instagram/offers/${offerId}/accept`, headers: inWorkspace(w) };
    },
  },
  'DELETE /api/connectors/instagram/disconnect': {
    action: 'accounts.disconnect',
    call: async (w) => ({ method: 'DELETE', url: `/api/connectors/instagram/disconnect?accountId=${await freshAccount(w)}` }),
  },
  'GET /api/connectors/instagram/profile/{accountId}': { least: 'viewer', call: (w) => get(`/api/connectors/instagram/profile/${w.accountId}`) },
  'PATCH /api/connectors/instagram/accounts/{accountId}': {
    action: 'accounts.configure',
    call: (w) => ({ method: 'PATCH', url: `/api/connectors/instagram/accounts/${w.accountId}`, payload: { timezone: 'Europe/Rome' } }),
  },
  'GET /api/connectors/instagram/media/{accountId}': { least: 'viewer', call: (w) => get(`/api/connectors/instagram/media/${w.accountId}`) },
  'GET /api/connectors/instagram/media': { least: 'viewer', call: (w) => ({ ...get('/api/connectors/instagram/media'), headers: inWorkspace(w) }) },
  'GET /api/posts': { least: 'viewer', call: (w) => ({ ...get('/api/posts'), headers: inWorkspace(w) }) },
  'GET /api/posts/{id}': { least: 'viewer', call: (w) => get(`/api/posts/${w.postId}`) },
  'GET /api/posts/{id}/comments': { least: 'viewer', call: (w) => get(`/api/posts/${w.postId}/comments`) },
  'GET /api/analytics/overview': { least: 'viewer', call: (w) => get(`/api/analytics/overview?accountId=${w.accountId}&${range}`) },
  'GET /api/analytics/content': { least: 'viewer', call: (w) => get(`/api/analytics/content?accountId=${w.accountId}&${range}`) },
  'GET /api/analytics/peers': { least: 'viewer', call: (w) => get(`/api/analytics/peers?accountId=${w.accountId}`) },
  'GET /api/competitors': { least: 'viewer', call: (w) => get(`/api/competitors?accountId=${w.accountId}&${range}`) },
  'POST /api/competitors': {
    action: 'competitors.add',
    call: (w, _as, n) => ({ method: 'POST', url: '/api/competitors', payload: { accountId: w.accountId, username: demoWorld(w).competitors[n].username } }),
  },
  'GET /api/competitors/{id}': { least: 'viewer', call: (w) => get(`/api/competitors/${w.competitorId}`) },
  'DELETE /api/competitors/{id}': {
    action: 'competitors.remove',
    call: async (w) => ({ method: 'DELETE', url: `/api/competitors/${await freshCompetitor(w)}` }),
  },
  'GET /api/competitors/{id}/posts': { least: 'viewer', call: (w) => get(`/api/competitors/${w.competitorId}/posts`) },
  'GET /api/competitors/{id}/analytics': { least: 'viewer', call: (w) => get(`/api/competitors/${w.competitorId}/analytics?${range}`) },
  'POST /api/competitors/{id}/refresh': { action: 'competitors.refresh', call: (w) => ({ method: 'POST', url: `/api/competitors/${w.competitorId}/refresh` }) },
  'GET /api/reports': { least: 'viewer', call: (w) => ({ ...get('/api/reports'), headers: inWorkspace(w) }) },
  'GET /api/reports/{id}': { least: 'viewer', call: (w) => get(`/api/reports/${w.reportId}`) },
  'PATCH /api/reports/{id}': {
    action: 'reports.rename',
    call: (w) => ({ method: 'PATCH', url: `/api/reports/${w.reportId}`, payload: { title: `Renamed ${unique()}` } }),
  },
  'DELETE /api/reports/{id}': { action: 'reports.delete', call: async (w) => ({ method: 'DELETE', url: `/api/reports/${await freshReport(w)}` }) },
  'POST /api/reports/competitors/analysis': {
    action: 'reports.generate',
    call: (w) => ({ method: 'POST', url: '/api/reports/competitors/analysis', payload: { accountId: w.accountId, ...RANGE } }),
  },
  'POST /api/reports/users/comparison': {
    action: 'reports.generate',
    call: (w) => ({ method: 'POST', url: '/api/reports/users/comparison', payload: { accountId: w.accountId } }),
  },
  'GET /api/workspaces': { unscoped: 'the caller’s own workspaces' },
  'POST /api/auth/password-reset': { unscoped: 'public: the same answer for any address' },
  'POST /api/auth/password-reset/confirm': { unscoped: 'public: the reset token is the credential' },
  'GET /api/webhooks/instagram': { unscoped: 'Meta’s handshake, checked against the verify token' },
  'POST /api/webhooks/instagram': { unscoped: 'Meta’s deliveries, checked against the app secret’s signature' },
  'GET /api/competitors/trends': { least: 'viewer', call: (w) => get(`/api/competitors/trends?accountId=${w.accountId}&${range}`) },
  'GET /api/analytics/audience': { least: 'viewer', call: (w) => get(`/api/analytics/audience?accountId=${w.accountId}`) },
  'GET /api/analytics/reels': { least: 'viewer', call: (w) => get(`/api/analytics/reels?accountId=${w.accountId}&${range}`) },
  'GET /api/analytics/discovery': { least: 'viewer', call: (w) => get(`/api/analytics/discovery?accountId=${w.accountId}&${range}`) },
  'GET /api/stories': { least: 'viewer', call: (w) => get(`/api/stories?accountId=${w.accountId}`) },
  'GET /api/stories/mentions': { least: 'viewer', call: (w) => get(`/api/stories/mentions?accountId=${w.accountId}`) },
  'GET /api/workspaces/{workspaceId}/schedules': { least: 'viewer', call: (w) => get(`/api/workspaces/${w.workspaceId}/schedules`) },
  'POST /api/workspaces/{workspaceId}/schedules': {
    action: 'schedules.manage',
    call: (w) => ({ method: 'POST', url: `/api/workspaces/${w.workspaceId}/schedules`, payload: scheduleOf(w) }),
  },
  'PATCH /api/workspaces/{workspaceId}/schedules/{id}': {
    action: 'schedules.manage',
    call: async (w) => ({ method: 'PATCH', url: `/api/workspaces/${w.workspaceId}/schedules/${await freshSchedule(w)}`, payload: { cadence: 'monthly' } }),
  },
  'DELETE /api/workspaces/{workspaceId}/schedules/{id}': {
    action: 'schedules.manage',
    call: async (w) => ({ method: 'DELETE', url: `/api/workspaces/${w.workspaceId}/schedules/${await freshSchedule(w)}` }),
  },
  'GET /api/workspaces/{workspaceId}/schedules/{id}/preview': {
    least: 'viewer',
    call: async (w) => get(`/api/workspaces/${w.workspaceId}/schedules/${await freshSchedule(w)}/preview`),
  },
  'GET /api/workspaces/{workspaceId}/schedules/{id}/preview.pdf': {
    least: 'viewer',
    call: async (w) => get(`/api/workspaces/${w.workspaceId}/schedules/${await freshSchedule(w)}/preview.pdf`),
  },
  'POST /api/workspaces/{workspaceId}/schedules/{id}/send-now': {
    action: 'schedules.manage',
    call: async (w) => ({ method: 'POST', url: `/api/workspaces/${w.workspaceId}/schedules/${await freshSchedule(w)}/send-now`, payload: { to: 'me' } }),
  },
  'GET /api/workspaces/{workspaceId}/schedules/{id}/sends/{sendId}': {
    least: 'viewer',
    call: async (w) => {
      const id = await freshSchedule(w);
      const url = `/api/workspaces/${w.workspaceId}/schedules/${id}`;
      const sent = await w.t.app.inject({ method: 'POST', url: `${url}/send-now`, payload: { to: 'me' }, headers: w.people.owner.headers });
      if (sent.statusCode !== 202) throw new Error(`the owner could not send now: ${sent.statusCode} ${sent.body}`);
      return get(`${url}/sends/${sent.json<{ id: string }>().id}`);
    },
  },
  'GET /api/workspaces/{workspaceId}/branding': { least: 'viewer', call: (w) => get(`/api/workspaces/${w.workspaceId}/branding`) },
  'PUT /api/workspaces/{workspaceId}/branding': {
    action: 'branding.change',
    call: (w) => ({ method: 'PUT', url: `/api/workspaces/${w.workspaceId}/branding`, payload: { accentColor: '#7c3aed', logo: null } }),
  },
  'POST /api/workspaces': { unscoped: 'a new workspace of the caller’s' },
  'PATCH /api/workspaces/{workspaceId}': {
    action: 'workspace.rename',
    call: (w) => ({ method: 'PATCH', url: `/api/workspaces/${w.workspaceId}`, payload: { name: 'Matrix agency' } }),
  },
  'DELETE /api/workspaces/{workspaceId}': {
    action: 'workspace.delete',
    call: async (w) => ({ method: 'DELETE', url: `/api/workspaces/${await freshWorkspace(w)}` }),
  },
  'GET /api/workspaces/{workspaceId}/members': { least: 'viewer', call: (w) => get(`/api/workspaces/${w.workspaceId}/members`) },
  'PATCH /api/workspaces/{workspaceId}/members/{userId}': {
    action: 'members.manage',
    call: async (w) => ({
      method: 'PATCH',
      url: `/api/workspaces/${w.workspaceId}/members/${(await freshMember(w, 'viewer')).userId}`,
      payload: { role: 'editor' },
    }),
  },
  'DELETE /api/workspaces/{workspaceId}/members/{userId}': {
    action: 'members.manage',
    call: async (w) => ({ method: 'DELETE', url: `/api/workspaces/${w.workspaceId}/members/${(await freshMember(w, 'viewer')).userId}` }),
  },
  'GET /api/workspaces/{workspaceId}/invitations': { action: 'invitations.manage', call: (w) => get(`/api/workspaces/${w.workspaceId}/invitations`) },
  'POST /api/workspaces/{workspaceId}/invitations': {
    action: 'invitations.manage',
    call: (w) => ({ method: 'POST', url: `/api/workspaces/${w.workspaceId}/invitations`, payload: { email: `new-${unique()}@example.test`, role: 'viewer' } }),
  },
  'POST /api/workspaces/{workspaceId}/invitations/{invitationId}/link': {
    action: 'invitations.manage',
    call: async (w) => ({ method: 'POST', url: `/api/workspaces/${w.workspaceId}/invitations/${await freshInvitation(w)}/link` }),
  },
  'DELETE /api/workspaces/{workspaceId}/invitations/{invitationId}': {
    action: 'invitations.manage',
    call: async (w) => ({ method: 'DELETE', url: `/api/workspaces/${w.workspaceId}/invitations/${await freshInvitation(w)}` }),
  },
  'GET /api/workspaces/{workspaceId}/audit': { action: 'audit.read', call: (w) => get(`/api/workspaces/${w.workspaceId}/audit`) },
  'POST /api/invitations/preview': { unscoped: 'public: the token is the key' },
  'POST /api/invitations/accept': { unscoped: 'the caller joins with their own address (invitations.test.ts)' },
  'POST /api/invitations/sign-up': { unscoped: 'public: the token is the key' },
};

const expected = (least: WorkspaceRole, caller: Caller): 'success' | 403 | 404 =>
  caller === 'outsider' ? 404 : ROLE_RANK[caller] >= ROLE_RANK[least] ? 'success' : 403;

describe('role matrix', () => {
  let w: World;
  let smtp: SmtpFake;

  beforeAll(async () => {
    // An SMTP server, so that Send now is answered as it is where e-mail is configured.
    smtp = await startSmtpFake();
    const t = await createTestApp({ demoMode: true, sync: { sweepCron: '0 0 1 1 *' }, mail: { smtpUrl: smtp.url } });
    const people = Object.fromEntries(await Promise.all(CALLERS.map(async (caller) => [caller, await newPerson(t.app)]))) as Record<Caller, Person>;
    const { id: workspaceId } = await createWorkspace(t.app, people.owner, 'Matrix agency');
    for (const caller of ['editor', 'viewer'] as const) {
      await t.database.db.insert(workspaceMembers).values({ workspaceId, userId: people[caller].userId, role: caller });
    }
    const demo = t.app.metaGateway.demoWorld().accounts[0];
    const [account] = await saveConnection(
      t.app.db,
      people.owner.userId,
      {
        flavour: 'demo',
        accessTokenEnc: t.app.tokenCipher.encrypt(DEMO_ACCESS_TOKEN),
        tokenExpiresAt: null,
        tokenIssuedAt: new Date(),
        accounts: [{ igUserId: demo.igUserId, username: demo.username, name: demo.name, profilePicUrl: null, pageId: null, pageName: null }],
      },
      workspaceId,
    );
    const [post] = await t.database.db
      .insert(igMedia)
      .values({ accountId: account.id, igMediaId: 'matrix-post', mediaType: 'IMAGE', postedAt: new Date() })
      .returning({ id: igMedia.id });
    w = { t, people, workspaceId, accountId: account.id, competitorId: '', reportId: '', postId: post.id };
    w.competitorId = await freshCompetitor(w);
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports/competitors/analysis',
      headers: people.owner.headers,
      payload: { accountId: account.id, ...RANGE },
    });
    w.reportId = report.json<{ id: string }>().id;
  });
  afterAll(async () => {
    await w.t.close();
    await smtp.close();
  });

  it('has a line for every documented operation, and no line for an operation that is gone', async () => {
    const document = (await w.t.app.inject(get('/api/openapi.json'))).json<{ paths: Record<string, Record<string, unknown>> }>();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((operation) => !(operation in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((operation) => !documented.includes(operation))).toEqual([]);
  });

  const scoped = Object.entries(MATRIX).filter((entry): entry is [string, Scoped] => 'call' in entry[1]);

  it('names every action of the shared permission table on some route', () => {
    const named = new Set(scoped.flatMap(([, line]) => ('action' in line ? [line.action] : [])));
    expect(WORKSPACE_ACTIONS.filter((action) => !named.has(action))).toEqual([]);
  });

  it.each(scoped)('%s answers each role as the matrix says', async (_operation, line) => {
    const least = 'action' in line ? WORKSPACE_PERMISSIONS[line.action].least : line.least;
    const answers: Record<string, number | string> = {};
    const wanted: Record<string, number | string> = {};
    for (const [n, caller] of CALLERS.entries()) {
      const as = w.people[caller];
      const request = await line.call(w, as, n);
      const response = await w.t.app.inject({ ...request, headers: { ...request.headers, ...as.headers } });
      const want = expected(least, caller);
      wanted[caller] = want === 'success' ? (line.ok ?? '2xx') : want;
      answers[caller] = want === 'success' && response.statusCode >= 200 && response.statusCode < 300 && !line.ok ? '2xx' : response.statusCode;
      if (answers[caller] !== wanted[caller]) answers[caller] = `${response.statusCode} ${response.body.slice(0, 200)}`;
      // A refusal names the role needed and the caller's.
      if (want === 403 && response.statusCode === 403) {
        expect(response.json<{ message: string }>().message).toContain(`This needs the ${least} role in this workspace; yours is ${caller}.`);
      }
    }
    expect(answers).toEqual(wanted);
  });
});
