import type { AuditEntry, Invitation, InviteBody, IssuedInvitation, Member, WorkspaceRole, WorkspaceSummary } from '../../../shared/workspaces';
import { workspacesTaggedApi } from './workspacesApi';

/** Managing a workspace: injected with the workspace page's chunk, the one page that uses it. */
export const workspaceAdminApi = workspacesTaggedApi.injectEndpoints({
  endpoints: (build) => ({
    createWorkspace: build.mutation<WorkspaceSummary, string>({
      query: (name) => ({ url: '/workspaces', method: 'POST', body: { name } }),
      invalidatesTags: ['Workspaces'],
    }),
    renameWorkspace: build.mutation<WorkspaceSummary, { workspaceId: string; name: string }>({
      query: ({ workspaceId, name }) => ({ url: `/workspaces/${workspaceId}`, method: 'PATCH', body: { name } }),
      invalidatesTags: ['Workspaces', 'Audit'],
    }),
    deleteWorkspace: build.mutation<void, string>({
      query: (workspaceId) => ({ url: `/workspaces/${workspaceId}`, method: 'DELETE' }),
      invalidatesTags: ['Workspaces'],
    }),
    getMembers: build.query<Member[], string>({ query: (workspaceId) => `/workspaces/${workspaceId}/members`, providesTags: ['Members'] }),
    changeRole: build.mutation<Member, { workspaceId: string; userId: string; role: WorkspaceRole }>({
      query: ({ workspaceId, userId, role }) => ({ url: `/workspaces/${workspaceId}/members/${userId}`, method: 'PATCH', body: { role } }),
      invalidatesTags: ['Members', 'Workspaces', 'Audit'],
    }),
    removeMember: build.mutation<void, { workspaceId: string; userId: string }>({
      query: ({ workspaceId, userId }) => ({ url: `/workspaces/${workspaceId}/members/${userId}`, method: 'DELETE' }),
      invalidatesTags: ['Members', 'Workspaces', 'Audit'],
    }),
    getInvitations: build.query<Invitation[], string>({ query: (workspaceId) => `/workspaces/${workspaceId}/invitations`, providesTags: ['Invitations'] }),
    invite: build.mutation<IssuedInvitation, { workspaceId: string } & InviteBody>({
      query: ({ workspaceId, ...body }) => ({ url: `/workspaces/${workspaceId}/invitations`, method: 'POST', body }),
      invalidatesTags: ['Invitations', 'Audit'],
    }),
    renewInvitationLink: build.mutation<IssuedInvitation, { workspaceId: string; invitationId: string }>({
      query: ({ workspaceId, invitationId }) => ({ url: `/workspaces/${workspaceId}/invitations/${invitationId}/link`, method: 'POST' }),
      invalidatesTags: ['Invitations'],
    }),
    revokeInvitation: build.mutation<void, { workspaceId: string; invitationId: string }>({
      query: ({ workspaceId, invitationId }) => ({ url: `/workspaces/${workspaceId}/invitations/${invitationId}`, method: 'DELETE' }),
      invalidatesTags: ['Invitations', 'Audit'],
    }),
    getAudit: build.query<{ data: AuditEntry[] }, string>({ query: (workspaceId) => `/workspaces/${workspaceId}/audit`, providesTags: ['Audit'] }),
  }),
});

export const {
  useCreateWorkspaceMutation,
  useRenameWorkspaceMutation,
  useDeleteWorkspaceMutation,
  useGetMembersQuery,
  useChangeRoleMutation,
  useRemoveMemberMutation,
  useGetInvitationsQuery,
  useInviteMutation,
  useRenewInvitationLinkMutation,
  useRevokeInvitationMutation,
  useGetAuditQuery,
} = workspaceAdminApi;
