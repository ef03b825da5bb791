import type http from 'node:http';
import type { WorkspaceRole, WorkspaceSummary } from '../../../../shared/workspaces';
import { sendJson } from '../../../test/loopbackServer';

/** The user's own workspace, where they are owner as everyone is of theirs. */
export const personalWorkspace: WorkspaceSummary = { id: 'w-personal', name: 'Ada Lovelace', personal: true, role: 'owner', members: 1 };

/** A shared workspace where the user holds `role`. */
export const sharedWorkspace = (role: WorkspaceRole): WorkspaceSummary => ({ id: 'w-shared', name: 'Northwind agency', personal: false, role, members: 3 });

/**
 * A protocol fake of GET /api/workspaces, answering like src/server/modules/workspaces: the listed
 * workspaces with the user's role in each. False for any other request, for the next fake to answer.
 */
export function answerWorkspaces(workspaces: WorkspaceSummary[], method: string, path: string, res: http.ServerResponse): boolean {
  if (method !== 'GET' || path !== '/api/workspaces') return false;
  sendJson(res, 200, workspaces);
  return true;
}
