import { useEffect, useState } from 'react';
import type { ExternalProvider, User } from '../../../shared/auth';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../base/hooks';
import { useQueryParams } from '../../lib/useQueryParams';
import { OAUTH_PROVIDER_NAMES } from '../auth';
import { toastShown } from '../toasts';
import { useStartProviderLinkMutation, useUnlinkProviderMutation } from './settingsApi';

export type SignInMethod = User['providers'][number];

/** The ways to sign in Settings manages, in the order shown. */
export const SIGN_IN_METHODS: { id: SignInMethod; name: string }[] = [
  { id: 'password', name: 'Password' },
  ...(['google', 'facebook', 'instagram'] as const).map((id) => ({ id, name: OAUTH_PROVIDER_NAMES[id] })),
];

const methodName = (id: SignInMethod) => SIGN_IN_METHODS.find((method) => method.id === id)?.name ?? id;

export type MethodsOutcome = { tone: 'success' | 'error' | 'info'; message: string };

/**
 * A sign-in whose provider e-mail belongs to an existing account it could not be joined to (the
 * provider did not vouch for the address) made this separate account: say so, and how to use the
 * provider with the other account instead. The provider sign-in is this account's only way in, so
 * it cannot be unlinked here; deleting this account frees it to be linked there.
 */
const separateAccountNotice = (name: string) =>
  `You are signed in to a new account made with ${name}. An account with your ${name} e-mail address already exists here, ` +
  `but they were not joined, because ${name} did not confirm that the address is yours. To use ${name} with that account instead: ` +
  `delete this new one (Danger zone, at the bottom of this page), sign in to your existing account, and link ${name} there under Sign-in methods.`;

/** The message Settings arrives with: `?linked=`, `?linkError=` (from a link round trip) or `?separateAccount=` (from a sign-in). */
function outcomeOf(params: URLSearchParams): MethodsOutcome | null {
  const linkError = params.get('linkError');
  if (linkError) return { tone: 'error', message: linkError };
  const linked = params.get('linked');
  if (linked) return { tone: 'success', message: `${methodName(linked as SignInMethod)} is now linked: you can sign in with it.` };
  const separate = OAUTH_PROVIDER_NAMES[params.get('separateAccount') ?? ''];
  return separate ? { tone: 'info', message: separateAccountNotice(separate) } : null;
}

/**
 * Linking leaves for the provider (the server's link start gives the URL and sets the state cookie)
 * and comes back to Settings with `?linked=` or `?linkError=`, read once here into a message, as is
 * a sign-in's `?separateAccount=`. Unlinking asks first; the server refuses the last way to sign in and says why.
 */
export function useSignInMethods(providers: SignInMethod[]) {
  const dispatch = useAppDispatch();
  const [params, updateParams] = useQueryParams();
  const [startLink, linking] = useStartProviderLinkMutation();
  const [unlink, unlinking] = useUnlinkProviderMutation();
  const [confirming, setConfirming] = useState<SignInMethod | null>(null);
  const [outcome, setOutcome] = useState<MethodsOutcome | null>(null);

  useEffect(() => {
    const arrived = outcomeOf(params);
    if (!arrived) return;
    setOutcome(arrived);
    updateParams({ linked: null, linkError: null, separateAccount: null });
  }, [params, updateParams]);

  const link = async (provider: ExternalProvider) => {
    try {
      const { url } = await startLink(provider).unwrap();
      window.location.assign(url);
    } catch (error) {
      setOutcome({ tone: 'error', message: errorMessage(error as never, `${methodName(provider)} could not be linked. Please try again.`) });
    }
  };

  const confirmUnlink = async () => {
    const provider = confirming;
    setConfirming(null);
    if (!provider) return;
    try {
      await unlink(provider).unwrap();
      dispatch(toastShown({ type: 'success', message: `${methodName(provider)} unlinked` }));
    } catch (error) {
      setOutcome({ tone: 'error', message: errorMessage(error as never) });
    }
  };

  const signInWays = providers.filter((provider) => provider !== 'demo');
  return {
    outcome,
    confirming,
    busy: linking.isLoading || unlinking.isLoading,
    link,
    askUnlink: setConfirming,
    cancelUnlink: () => setConfirming(null),
    confirmUnlink,
    /** Unlinking it would leave no way back in. */
    isLastWay: (provider: SignInMethod) => signInWays.length === 1 && signInWays[0] === provider,
    methodName,
  };
}
