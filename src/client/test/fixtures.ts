import type { User } from '../../shared/auth';
import type { PreloadedAppState } from '../app/store';
import { initialSessionState, type SessionState } from '../features/session/sessionSlice';

export const testUser: User = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  image: null,
  providers: ['password'],
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A preloaded state for a signed-in user (the session check already done). */
export function signedInState(overrides: Partial<SessionState> = {}): PreloadedAppState {
  return {
    session: {
      ...initialSessionState,
      status: 'signedIn',
      user: testUser,
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      ...overrides,
    },
  };
}
