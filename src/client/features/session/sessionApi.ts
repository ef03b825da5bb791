import type { User } from '../../../shared/auth';
import { api } from '../../api/api';

/** The session's own calls: the profile (which doubles as the session check: docs/performance.md, "The authenticated request path") and logout. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    getProfile: build.query<User, void>({
      query: () => '/users/profile',
      providesTags: ['Profile'],
    }),
  }),
});
