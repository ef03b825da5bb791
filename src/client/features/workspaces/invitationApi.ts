import type { AuthResponse } from '../../../shared/auth';
import type { InvitationPreview, InvitationSignUpBody, WorkspaceSummary } from '../../../shared/workspaces';
import { workspacesTaggedApi } from './workspacesApi';

/** Answering an invitation link: injected with the invitation page's chunk, the one page that uses it. */
const invitationApi = workspacesTaggedApi.injectEndpoints({
  endpoints: (build) => ({
    previewInvitation: build.mutation<InvitationPreview, string>({ query: (token) => ({ url: '/invitations/preview', method: 'POST', body: { token } }) }),
    acceptInvitation: build.mutation<{ workspace: WorkspaceSummary }, string>({
      query: (token) => ({ url: '/invitations/accept', method: 'POST', body: { token } }),
      invalidatesTags: ['Workspaces'],
    }),
    signUpThroughInvitation: build.mutation<AuthResponse & { workspace: WorkspaceSummary }, InvitationSignUpBody>({
      query: (body) => ({ url: '/invitations/sign-up', method: 'POST', body }),
    }),
  }),
});

export const { usePreviewInvitationMutation, useAcceptInvitationMutation, useSignUpThroughInvitationMutation } = invitationApi;
