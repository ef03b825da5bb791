import type { WorkspaceSummary } from '../../../shared/workspaces';
import { api } from '../../api/api';

/** The workspaces' tags; the endpoints only the workspace and invitation pages use are injected with them (workspaceAdminApi.ts, invitationApi.ts). */
export const workspacesTaggedApi = api.enhanceEndpoints({ addTagTypes: ['Workspaces', 'Members', 'Invitations', 'Audit'] });

/** What every signed-in page needs: the user's workspaces (the switcher, the role checks). */
const workspacesApi = workspacesTaggedApi.injectEndpoints({
  endpoints: (build) => ({
    getWorkspaces: build.query<WorkspaceSummary[], void>({ query: () => '/workspaces', providesTags: ['Workspaces'] }),
  }),
});

export const { useGetWorkspacesQuery } = workspacesApi;
