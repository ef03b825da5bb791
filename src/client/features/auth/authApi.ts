import type { AuthResponse, LoginBody, RegisterBody } from '../../../shared/auth';
import { api } from '../../api/api';

/** The ways in (password, registration, demo, OAuth code exchange) all go through `signIn` (signIn.ts). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<AuthResponse, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    demoSignIn: build.mutation<AuthResponse, void>({
      query: () => ({ url: '/auth/demo', method: 'POST' }),
    }),
    exchangeCode: build.mutation<AuthResponse, { code: string }>({
      query: (body) => ({ url: '/auth/exchange', method: 'POST', body }),
    }),
  }),
});
