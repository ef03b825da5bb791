import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '../../../../shared/auth';
import type { IssuedInvitation, WorkspaceRole, WorkspaceSummary } from '../../../../shared/workspaces';
import { bearer, registerUser } from '../../../test/helpers';

export type Person = { userId: string; email: string; headers: Record<string, string> };

const personOf = (answer: AuthResponse): Person => ({ userId: answer.user.id, email: answer.user.email, headers: bearer(answer.accessToken) });

export async function newPerson(app: FastifyInstance, email?: string): Promise<Person> {
  return personOf(await registerUser(app, email ? { email } : {}));
}

export async function createWorkspace(app: FastifyInstance, owner: Person, name = 'Agency'): Promise<WorkspaceSummary> {
  const response = await app.inject({ method: 'POST', url: '/api/workspaces', headers: owner.headers, payload: { name } });
  if (response.statusCode !== 201) throw new Error(`createWorkspace: ${response.statusCode} ${response.body}`);
  return response.json<WorkspaceSummary>();
}

export async function invite(app: FastifyInstance, owner: Person, workspaceId: string, email: string, role: WorkspaceRole): Promise<IssuedInvitation> {
  const response = await app.inject({ method: 'POST', url: `/api/workspaces/${workspaceId}/invitations`, headers: owner.headers, payload: { email, role } });
  if (response.statusCode !== 201) throw new Error(`invite: ${response.statusCode} ${response.body}`);
  return response.json<IssuedInvitation>();
}

/** The token an invitation link carries (after `#token=`). */
export const tokenOf = (link: string): string => decodeURIComponent(new URL(link).hash.replace(/^#token=/, ''));

export const accept = (app: FastifyInstance, person: Person, token: string) =>
  app.inject({ method: 'POST', url: '/api/invitations/accept', headers: person.headers, payload: { token } });

/** A member with the role, through a real invitation accepted by a newly registered person. */
export async function addMember(app: FastifyInstance, owner: Person, workspaceId: string, role: WorkspaceRole): Promise<Person> {
  const person = await newPerson(app);
  const issued = await invite(app, owner, workspaceId, person.email, role);
  const answer = await accept(app, person, tokenOf(issued.link));
  if (answer.statusCode !== 200) throw new Error(`accept: ${answer.statusCode} ${answer.body}`);
  return person;
}
