import type { ExternalProvider, ProviderStatusList, UpdateUserBody, User } from '../../../shared/auth';
import { api } from '../../api/api';
import { sessionApi, profileLoaded } from '../session';

/** Mutations that answer with the fresh profile write it where the app reads the user from. */
async function storeAnsweredProfile(dispatch: (action: unknown) => unknown, queryFulfilled: Promise<{ data: User }>): Promise<void> {
  try {
    const { data: user } = await queryFulfilled;
    // The sidebar's user card reads the session, so it changes at once.
    dispatch(profileLoaded(user));
    // The answer is the fresh profile: write it into the 'Profile' cache instead of refetching it.
    dispatch(sessionApi.util.upsertQueryData('getProfile', undefined, user));
  } catch {
    // The caller shows the error from the mutation result.
  }
}

const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<User, UpdateUserBody>({
      query: (body) => ({ url: '/users/update', method: 'PUT', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => storeAnsweredProfile(dispatch, queryFulfilled),
    }),
    getSignInProviders: build.query<ProviderStatusList['providers'], void>({
      query: () => '/auth/providers',
      transformResponse: (response: ProviderStatusList) => response.providers,
    }),
    /** A mutation: each call makes a new single-use state; the answer is where to send the browser. */
    startProviderLink: build.mutation<{ url: string }, ExternalProvider>({
      query: (provider) => ({ url: `/auth/${provider}/link`, method: 'POST' }),
    }),
    unlinkProvider: build.mutation<User, User['providers'][number]>({
      query: (provider) => ({ url: `/users/identities/${provider}`, method: 'DELETE' }),
      onQueryStarted: (_provider, { dispatch, queryFulfilled }) => storeAnsweredProfile(dispatch, queryFulfilled),
    }),
    /** Removes the account and everything it owns; the server ends every session of it (docs/workspaces.md). */
    deleteAccount: build.mutation<void, void>({
      query: () => ({ url: '/users/profile', method: 'DELETE' }),
    }),
  }),
});

export const { useUpdateProfileMutation, useDeleteAccountMutation, useGetSignInProvidersQuery, useStartProviderLinkMutation, useUnlinkProviderMutation } =
  settingsApi;
