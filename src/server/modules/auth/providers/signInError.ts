import { PROVIDER_NAMES, type SignInProviderId } from './signInProvider';

export type SignInErrorCode =
  | 'ACCESS_DENIED'
  | 'STATE_INVALID'
  | 'PROVIDER_UNAVAILABLE'
  | 'PROVIDER_REFUSED'
  | 'EMAIL_IN_USE'
  | 'IDENTITY_TAKEN'
  | 'OTHER_ACCOUNT_LINKED'
  | 'NOT_CONFIGURED';

/**
 * A sign-in that cannot go on, with the message the callback page shows. It never carries the
 * provider's raw answer: that could hold tokens, and it means nothing to the person signing in.
 */
export class SignInError extends Error {
  constructor(
    readonly code: SignInErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

export const signInErrors = {
  denied: (provider: SignInProviderId) =>
    new SignInError('ACCESS_DENIED', `You did not allow ${PROVIDER_NAMES[provider]} to sign you in, so nothing was changed.`),
  badState: () => new SignInError('STATE_INVALID', 'This sign-in link has expired, was already used, or was started in another browser. Please start again.'),
  unavailable: (provider: SignInProviderId) =>
    new SignInError('PROVIDER_UNAVAILABLE', `${PROVIDER_NAMES[provider]} could not be reached. Please try again in a few minutes.`),
  refused: (provider: SignInProviderId) =>
    new SignInError('PROVIDER_REFUSED', `${PROVIDER_NAMES[provider]}'s answer could not be verified, so sign-in was refused. Please start again.`),
  emailInUse: (provider: SignInProviderId) =>
    new SignInError(
      'EMAIL_IN_USE',
      `An account with this e-mail already exists. Sign in with your password, then link ${PROVIDER_NAMES[provider]} in Settings.`,
    ),
  identityTaken: (provider: SignInProviderId) =>
    new SignInError('IDENTITY_TAKEN', `This ${PROVIDER_NAMES[provider]} account is already linked to another user. Sign in with it, or unlink it there first.`),
  otherLinked: (provider: SignInProviderId) =>
    new SignInError('OTHER_ACCOUNT_LINKED', `Another ${PROVIDER_NAMES[provider]} account is already linked to you. Unlink it first to link this one.`),
  notConfigured: (provider: SignInProviderId) => new SignInError('NOT_CONFIGURED', `${PROVIDER_NAMES[provider]} sign-in is not set up on this server.`),
};
