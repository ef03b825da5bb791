import type { AuthResponse, LoginBody, RegisterBody, User } from '../../../shared/auth';
import { api } from '../../api/api';
import { signedIn } from '../session/sessionSlice';

type SignInLifecycle = { dispatch: (action: { type: string }) => unknown; queryFulfilled: Promise<{ data: AuthResponse }> };

/** Every way in (password, registration, demo, OAuth code exchange) ends in the same signedIn event. */
async function signInOnSuccess(_arg: unknown, { dispatch, queryFulfilled }: SignInLifecycle) {
  try {
    const { data } = await queryFulfilled;
    dispatch(signedIn(data));
  } catch {
    // The form shows the error from the mutation result.
  }
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      onQueryStarted: signInOnSuccess,
    }),
    register: build.mutation<AuthResponse, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      onQueryStarted: signInOnSuccess,
    }),
    demoSignIn: build.mutation<AuthResponse, void>({
      query: () => ({ url: '/auth/demo', method: 'POST' }),
      onQueryStarted: signInOnSuccess,
    }),
    exchangeCode: build.mutation<AuthResponse, { code: string }>({
      query: (body) => ({ url: '/auth/exchange', method: 'POST', body }),
      onQueryStarted: signInOnSuccess,
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    /** Also the session check (DESIGN §5). */
    getProfile: build.query<User, void>({
      query: () => '/users/profile',
      providesTags: ['Profile'],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useDemoSignInMutation,
  useExchangeCodeMutation,
  useLogoutMutation,
  useGetProfileQuery,
} = authApi;
