import { eq } from 'drizzle-orm';
import type { AuthResponse } from '../../../shared/auth';
import type { AuditEntry, InvitationPreview, Member, WorkspaceSummary } from '../../../shared/workspaces';
import { igAccounts, workspaceInvitations } from '../../db/schema';
import { saveConnection } from '../connectors/testing/savedConnection';
import { bearer, createTestApp, type ApiError, type TestApp } from '../../test/helpers';
import { hashOpaqueToken } from '../auth/public';
import { accept, addMember, createWorkspace, invite, newPerson, tokenOf, type Person } from './testing/teamWorld';

describe('workspace invitations', () => {
  let t: TestApp;
  let owner: Person;
  let workspaceId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await newPerson(t.app);
    workspaceId = (await createWorkspace(t.app, owner, 'Northwind Agency')).id;
  });
  afterAll(() => t.close());

  const workspacesOf = async (person: Person) =>
    (await t.app.inject({ method: 'GET', url: '/api/workspaces', headers: person.headers })).json<WorkspaceSummary[]>();

  it('stores only a hash of the token, shows the link to copy without SMTP, and lets the invited address join with the role', async () => {
    const colleague = await newPerson(t.app);
    const issued = await invite(t.app, owner, workspaceId, colleague.email, 'viewer');
    expect(issued.invitation.mail).toEqual({ state: 'not-configured', error: null });
    expect(issued.link).toMatch(/\/invitation#token=/);
    const token = tokenOf(issued.link);
    const [stored] = await t.database.db.select().from(workspaceInvitations).where(eq(workspaceInvitations.id, issued.invitation.id));
    expect(stored.tokenHash).toBe(hashOpaqueToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(7 * 24 * 60 * 60_000);

    const preview = await t.app.inject({ method: 'POST', url: '/api/invitations/preview', payload: { token } });
    expect(preview.json<InvitationPreview>()).toMatchObject({ workspaceName: 'Northwind Agency', role: 'viewer', email: colleague.email, hasAccount: true });

    expect((await accept(t.app, colleague, token)).statusCode).toBe(200);
    expect(await workspacesOf(colleague)).toEqual(expect.arrayContaining([expect.objectContaining({ id: workspaceId, role: 'viewer', personal: false })]));
    // Their own personal workspace is still theirs, and the only one marked so.
    expect((await workspacesOf(colleague)).filter((w) => w.personal)).toHaveLength(1);
  });

  it('works once: a second use is refused and changes nothing', async () => {
    const colleague = await newPerson(t.app);
    const token = tokenOf((await invite(t.app, owner, workspaceId, colleague.email, 'editor')).link);
    expect((await accept(t.app, colleague, token)).statusCode).toBe(200);
    const again = await accept(t.app, colleague, token);
    expect(again.statusCode).toBe(410);
    expect(again.json<ApiError>().message).toMatch(/already used/);
  });

  it('expires: past its time it is refused, and the owner no longer sees it pending', async () => {
    const colleague = await newPerson(t.app);
    const issued = await invite(t.app, owner, workspaceId, colleague.email, 'viewer');
    await t.database.db
      .update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvitations.id, issued.invitation.id));
    const answer = await accept(t.app, colleague, tokenOf(issued.link));
    expect(answer.statusCode).toBe(410);
    expect(answer.json<ApiError>().message).toMatch(/expired/);
    const pending = await t.app.inject({ method: 'GET', url: `/api/workspaces/${workspaceId}/invitations`, headers: owner.headers });
    expect(pending.json<Array<{ id: string }>>().map((row) => row.id)).not.toContain(issued.invitation.id);
    expect((await workspacesOf(colleague)).map((w) => w.id)).not.toContain(workspaceId);
  });

  it('refuses another address (403) and stays usable by the one invited', async () => {
    const invited = await newPerson(t.app);
    const someoneElse = await newPerson(t.app);
    const token = tokenOf((await invite(t.app, owner, workspaceId, invited.email, 'viewer')).link);
    const wrong = await accept(t.app, someoneElse, token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<ApiError>().message).toContain(invited.email);
    expect((await workspacesOf(someoneElse)).map((w) => w.id)).not.toContain(workspaceId);
    expect((await accept(t.app, invited, token)).statusCode).toBe(200);
  });

  it("dies with its inviter's ownership: an invitation sent by an owner since removed lets nobody in", async () => {
    const coOwner = await addMember(t.app, owner, workspaceId, 'owner');
    const invited = await newPerson(t.app);
    const token = tokenOf((await invite(t.app, coOwner, workspaceId, invited.email, 'editor')).link);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/workspaces/${workspaceId}/members/${coOwner.userId}`, headers: owner.headers });
    expect(removed.statusCode).toBe(204);
    const answer = await accept(t.app, invited, token);
    expect(answer.statusCode).toBe(410);
    expect(answer.json<ApiError>().message).toMatch(/no longer an owner/);
    expect((await workspacesOf(invited)).map((w) => w.id)).not.toContain(workspaceId);
  });

  it('signs up someone without an account with the invited address, and joins them', async () => {
    const email = `newcomer-${Date.now()}@example.test`;
    const token = tokenOf((await invite(t.app, owner, workspaceId, email, 'viewer')).link);
    const preview = await t.app.inject({ method: 'POST', url: '/api/invitations/preview', payload: { token } });
    expect(preview.json<InvitationPreview>().hasAccount).toBe(false);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/sign-up',
      payload: { token, name: 'New Comer', password: 'a long enough passphrase' },
    });
    expect(signUp.statusCode).toBe(201);
    const answer = signUp.json<AuthResponse & { workspace: WorkspaceSummary }>();
    expect(answer.user.email).toBe(email);
    expect(answer.workspace).toMatchObject({ id: workspaceId, role: 'viewer' });
    const list = await t.app.inject({ method: 'GET', url: '/api/workspaces', headers: bearer(answer.accessToken) });
    expect(list.json<WorkspaceSummary[]>().map((w) => w.id)).toContain(workspaceId);
    // The same link cannot make a second account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/sign-up',
      payload: { token, name: 'Twice', password: 'a long enough passphrase' },
    });
    expect(again.statusCode).toBe(410);
  });

  it('keeps the last owner: they can neither leave nor be demoted, until another owner exists', async () => {
    const shop = (await createWorkspace(t.app, owner, 'Solo shop')).id;
    const leave = await t.app.inject({ method: 'DELETE', url: `/api/workspaces/${shop}/members/${owner.userId}`, headers: owner.headers });
    expect(leave.statusCode).toBe(409);
    expect(leave.json<ApiError>().code).toBe('LAST_OWNER');
    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/api/workspaces/${shop}/members/${owner.userId}`,
      headers: owner.headers,
      payload: { role: 'editor' },
    });
    expect(demote.statusCode).toBe(409);

    const second = await addMember(t.app, owner, shop, 'editor');
    const promote = await t.app.inject({
      method: 'PATCH',
      url: `/api/workspaces/${shop}/members/${second.userId}`,
      headers: owner.headers,
      payload: { role: 'owner' },
    });
    expect(promote.json<Member>().role).toBe('owner');
    const nowLeave = await t.app.inject({ method: 'DELETE', url: `/api/workspaces/${shop}/members/${owner.userId}`, headers: owner.headers });
    expect(nowLeave.statusCode).toBe(204);
    const members = await t.app.inject({ method: 'GET', url: `/api/workspaces/${shop}/members`, headers: second.headers });
    expect(members.json<Member[]>().map((m) => [m.userId, m.role])).toEqual([[second.userId, 'owner']]);
  });

  it('writes who invited, joined, changed a role and removed whom to the audit log, which only owners read', async () => {
    const shop = (await createWorkspace(t.app, owner, 'Audited')).id;
    const editor = await addMember(t.app, owner, shop, 'editor');
    await t.app.inject({ method: 'PATCH', url: `/api/workspaces/${shop}/members/${editor.userId}`, headers: owner.headers, payload: { role: 'viewer' } });
    await t.app.inject({ method: 'DELETE', url: `/api/workspaces/${shop}/members/${editor.userId}`, headers: owner.headers });
    const log = await t.app.inject({ method: 'GET', url: `/api/workspaces/${shop}/audit`, headers: owner.headers });
    const actions = log
      .json<{ data: AuditEntry[] }>()
      .data.map((entry) => entry.action)
      .reverse();
    expect(actions).toEqual(['workspace.created', 'member.invited', 'member.joined', 'member.role_changed', 'member.removed']);
    const viewer = await addMember(t.app, owner, shop, 'viewer');
    expect((await t.app.inject({ method: 'GET', url: `/api/workspaces/${shop}/audit`, headers: viewer.headers })).statusCode).toBe(403);
    const stranger = await newPerson(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/workspaces/${shop}/audit`, headers: stranger.headers })).statusCode).toBe(404);
  });
  it('hands what a deleted member connected in a shared workspace to an owner, and makes them owner if the last one left', async () => {
    const shop = (await createWorkspace(t.app, owner, 'Hand-over')).id;
    const editor = await addMember(t.app, owner, shop, 'editor');
    const [account] = await saveConnection(
      t.database.db,
      editor.userId,
      {
        flavour: 'facebook',
        accessTokenEnc: 'x',
        tokenExpiresAt: null,
        tokenIssuedAt: new Date(),
        accounts: [{ igUserId: '42', username: 'handed.over', name: null, profilePicUrl: null, pageId: null, pageName: null }],
      },
      shop,
    );
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/profile', headers: editor.headers })).statusCode).toBe(204);
    const [kept] = await t.database.db.select().from(igAccounts).where(eq(igAccounts.id, account.id));
    expect(kept.userId).toBe(owner.userId);

    // The owner deletes their own user: the workspace's remaining member becomes its owner.
    const soleOwner = await newPerson(t.app);
    const other = (await createWorkspace(t.app, soleOwner, 'Inherited')).id;
    const heir = await addMember(t.app, soleOwner, other, 'viewer');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/profile', headers: soleOwner.headers })).statusCode).toBe(204);
    const members = await t.app.inject({ method: 'GET', url: `/api/workspaces/${other}/members`, headers: heir.headers });
    expect(members.json<Member[]>().map((m) => [m.userId, m.role])).toEqual([[heir.userId, 'owner']]);
  });
});
