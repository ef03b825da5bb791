import { WORKSPACE_HEADER } from '../../../shared/workspaces';
import { createTestApp, type FieldErrorBody, type TestApp } from '../../test/helpers';
import { createWorkspace, newPerson, type Person } from './testing/teamWorld';

/*
 * The header that names the workspace a request works in is the user's own text: a malformed value is
 * a 400 naming the header (never a database error or a silent fall back to another workspace), and a
 * well-formed id of a workspace the user is not in is a 404, as if it did not exist.
 */

let t: TestApp;
let owner: Person;
let stranger: Person;
beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger] = [await newPerson(t.app), await newPerson(t.app)];
});
afterAll(() => t.close());

const statusIn = (person: Person, named: string | string[]) =>
  t.app.inject({ method: 'GET', url: '/api/connectors/sync/status', headers: { ...person.headers, [WORKSPACE_HEADER]: named as string } });

it.each([
  ['a word', 'nope'],
  ['SQL', "'; drop table users; --"],
  ['blank', ' '],
  ['very long', 'a'.repeat(5000)],
  ['a uuid with a tail', '00000000-0000-4000-8000-000000000000;x'],
])('answers %s in the header with 400 naming the header', async (_what, value) => {
  const answer = await statusIn(owner, value);
  expect(answer.statusCode).toBe(400);
  expect(answer.json<FieldErrorBody>().details[0].field).toBe(WORKSPACE_HEADER);
});

it('answers the header given twice with 400, not with the personal workspace', async () => {
  const team = await createWorkspace(t.app, owner, 'Twice');
  const answer = await statusIn(owner, [team.id, team.id]);
  expect(answer.statusCode).toBe(400);
  expect(answer.json<FieldErrorBody>().details[0].field).toBe(WORKSPACE_HEADER);
});

it("answers another workspace's id, and an id of no workspace, with 404", async () => {
  const team = await createWorkspace(t.app, owner, 'Private');
  expect((await statusIn(owner, team.id)).statusCode).toBe(200);
  expect((await statusIn(stranger, team.id)).statusCode).toBe(404);
  expect((await statusIn(stranger, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
});
