import { useEffect, useState } from 'react';
import type { ExternalProvider, User } from '../../../shared/auth';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
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

/**
 * Linking leaves for the provider (the server's link start gives the URL and sets the state cookie)
 * and comes back to Settings with `?linked=` or `?linkError=`, read once here into a message.
 * Unlinking asks first; the server refuses the last way to sign in and says why.
 */
export function useSignInMethods(providers: SignInMethod[]) {
  const dispatch = useAppDispatch();
  const [params, updateParams] = useQueryParams();
  const [startLink, linking] = useStartProviderLinkMutation();
  const [unlink, unlinking] = useUnlinkProviderMutation();
  const [confirming, setConfirming] = useState<SignInMethod | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const linked = params.get('linked');
  const linkError = params.get('linkError');
  useEffect(() => {
    if (!linked && !linkError) return;
    setOutcome(linkError ? { ok: false, message: linkError } : { ok: true, message: `${methodName(linked as SignInMethod)} is now linked: you can sign in with it.` });
    updateParams({ linked: null, linkError: null });
  }, [linked, linkError, updateParams]);

  const link = async (provider: ExternalProvider) => {
    try {
      const { url } = await startLink(provider).unwrap();
      window.location.assign(url);
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error as never, `${methodName(provider)} could not be linked. Please try again.`) });
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
      setOutcome({ ok: false, message: errorMessage(error as never) });
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
