import { createAction } from '@reduxjs/toolkit';
import type { TokenPair } from '../../shared/auth';

/*
 * What the API layer tells the app about the session while renewing it. The api layer owns these
 * events, so baseQuery imports no feature; the session slice reduces them like its own actions
 * (same types as before, so recorded DevTools sessions still replay).
 */

/** A refresh (here or in another tab) produced new tokens. */
export const tokensRefreshed = createAction<TokenPair>('session/tokensRefreshed');

/** The refresh was refused (401/403): the session cannot be renewed and the router goes to /login. */
export const sessionExpired = createAction('session/sessionExpired', () => ({ payload: { at: Date.now() } }));
