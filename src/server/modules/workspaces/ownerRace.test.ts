/**
 * The last-owner rule under races: two owners demoting each other, or leaving, at the same moment.
 * Checked apart, each saw the other still an owner and went ahead, and the workspace was left with no
 * owner. On Postgres (CI's server pass) the two requests run on two connections at once; on the
 * embedded database their statements interleave the same way. Every round must end with one owner.
 */
import { and, eq } from 'drizzle-orm';
import type { WorkspaceSummary } from '../../../shared/workspaces';
import { workspaceMembers } from '../../db/schema';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/helpers';

jest.setTimeout(120_000);

const ROUNDS = 16;

let harness: TestApp;
let first: { token: string; id: string };
let second: { token: string; id: string };

beforeAll(async () => {
  harness = await createTestApp();
  const [a, b] = [await registerUser(harness.app, { name: 'Owner A' }), await registerUser(harness.app, { name: 'Owner B' })];
  first = { token: a.accessToken, id: a.user.id };
  second = { token: b.accessToken, id: b.user.id };
});
afterAll(() => harness.close());

/** A team workspace with both as owners. */
async function twoOwnerWorkspace(round: number): Promise<string> {
  const created = await harness.app.inject({ method: 'POST', url: '/api/workspaces', headers: bearer(first.token), payload: { name: `Race ${round}` } });
  expect(created.statusCode).toBe(201);
  const { id } = created.json<WorkspaceSummary>();
  await harness.app.db.insert(workspaceMembers).values({ workspaceId: id, userId: second.id, role: 'owner' });
  return id;
}

const owners = async (workspaceId: string) =>
  (
    await harness.app.db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')))
  ).length;

const demote = (actor: { token: string }, workspaceId: string, userId: string) =>
  harness.app.inject({ method: 'PATCH', url: `/api/workspaces/${workspaceId}/members/${userId}`, headers: bearer(actor.token), payload: { role: 'editor' } });
const leave = (actor: { token: string; id: string }, workspaceId: string) =>
  harness.app.inject({ method: 'DELETE', url: `/api/workspaces/${workspaceId}/members/${actor.id}`, headers: bearer(actor.token) });

describe('the last owner, under a race', () => {
  it(`survives two owners demoting each other at once, ${ROUNDS} rounds in a row`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const workspaceId = await twoOwnerWorkspace(round);
      const answers = await Promise.all([demote(first, workspaceId, second.id), demote(second, workspaceId, first.id)]);
      expect(await owners(workspaceId)).toBe(1);
      // One went through; the other was refused, as no longer an owner (403) or as the last one (409).
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, expect.any(Number)]);
      expect([403, 409]).toContain(answers.find((answer) => answer.statusCode !== 200)?.statusCode);
    }
  });

  it(`survives both owners leaving at once, ${ROUNDS} rounds in a row`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const workspaceId = await twoOwnerWorkspace(ROUNDS + round);
      const answers = await Promise.all([leave(first, workspaceId), leave(second, workspaceId)]);
      expect(await owners(workspaceId)).toBe(1);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
    }
  });
});
