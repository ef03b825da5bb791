import type { UpdateUserBody, User } from '../../../shared/auth';
import { api } from '../../api/api';
import { sessionApi, profileLoaded } from '../session';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<User, UpdateUserBody>({
      query: (body) => ({ url: '/users/update', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data: user } = await queryFulfilled;
          // The sidebar's user card reads the session, so it changes at once.
          dispatch(profileLoaded(user));
          // The answer is the fresh profile: write it into the 'Profile' cache instead of refetching it.
          dispatch(sessionApi.util.upsertQueryData('getProfile', undefined, user));
        } catch {
          // The form shows the error from the mutation result.
        }
      },
    }),
    /** DESIGN §5: removes the account and everything it owns; the server ends every session of it. */
    deleteAccount: build.mutation<void, void>({
      query: () => ({ url: '/users/profile', method: 'DELETE' }),
    }),
  }),
});

export const { useUpdateProfileMutation, useDeleteAccountMutation } = settingsApi;
