import type { User } from '../../../shared/auth';
import type { KeepDemoBody } from '../../../shared/demo';
import { api } from '../../api/api';
import { profileLoaded } from '../session';

/** POST /api/demo/keep: the signed-in demo becomes an ordinary account; the session goes on with the new profile. */
const demoWorkspaceApi = api.injectEndpoints({
  endpoints: (build) => ({
    keepDemoWorkspace: build.mutation<User, KeepDemoBody>({
      query: (body) => ({ url: '/demo/keep', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        // The demo identity is gone: every "demo" note and the sign-out question go with it.
        if (data) dispatch(profileLoaded(data));
      },
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useKeepDemoWorkspaceMutation } = demoWorkspaceApi;
