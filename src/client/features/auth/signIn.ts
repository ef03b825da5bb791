import type { LoginBody, RegisterBody } from '../../../shared/auth';
import type { QueryError } from '../../api/errors';
import type { AppThunk } from '../../app/store';
import { signedIn } from '../session';
import { authApi } from './authApi';

export type SignInRequest =
  { kind: 'login'; body: LoginBody } | { kind: 'register'; body: RegisterBody } | { kind: 'demo' } | { kind: 'exchange'; code: string };

export type SignInOutcome = { ok: true } | { ok: false; error: QueryError };

type ThunkDispatch = Parameters<AppThunk>[0];

function startRequest(dispatch: ThunkDispatch, request: SignInRequest) {
  switch (request.kind) {
    case 'login':
      return dispatch(authApi.endpoints.login.initiate(request.body));
    case 'register':
      return dispatch(authApi.endpoints.register.initiate(request.body));
    case 'demo':
      return dispatch(authApi.endpoints.demoSignIn.initiate());
    case 'exchange':
      return dispatch(authApi.endpoints.exchangeCode.initiate({ code: request.code }));
  }
}

/**
 * Every way in ends in the same signedIn event, dispatched before this resolves so the caller can
 * navigate into the guarded app at once. Called from forms that render without react-redux.
 */
export const signIn =
  (request: SignInRequest): AppThunk<Promise<SignInOutcome>> =>
  async (dispatch) => {
    const pending = startRequest(dispatch, request);
    const result = await pending;
    // Nothing subscribes to a mutation started outside a component: drop its cache entry.
    pending.reset();
    if (result.error) return { ok: false, error: result.error };
    dispatch(signedIn(result.data));
    return { ok: true };
  };
