import styled from 'styled-components';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../base/hooks';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { StackList } from '../../components/StackList';
import { Unavailable } from '../../components/Unavailable';
import { useQueryParams } from '../../lib/useQueryParams';
import { toastShown } from '../toasts';
import { useAcceptConnectionOfferMutation, useDeclineConnectionOfferMutation, useGetConnectionOfferQuery } from './connectionOfferApi';
import { AccountAvatar } from './AccountAvatar';
import { accountsConnected } from './accountsSlice';

const AccountList = styled(StackList)`
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const FLAVOUR_NAMES = { facebook: 'Facebook', instagram: 'Instagram' } as const;

/**
 * After signing in with Facebook or Instagram, the app opens on `?connectOffer=<id>`: the business
 * accounts that login reaches, to connect in one click (the same store-and-sync as the connect
 * dialog) or to decline, which makes the server forget the offer and its token. The accounts join the
 * selected workspace: `connectRefused` is why the user's role there may not connect them, if it may not.
 */
export function ConnectOfferDialog({ connectRefused = null }: { connectRefused?: string | null }) {
  const [params, updateParams] = useQueryParams();
  const offerId = params.get('connectOffer');
  const dispatch = useAppDispatch();
  const offer = useGetConnectionOfferQuery(offerId ?? '', { skip: !offerId });
  const [accept, accepting] = useAcceptConnectionOfferMutation();
  const [decline, declining] = useDeclineConnectionOfferMutation();
  if (!offerId) return null;

  const close = () => updateParams({ connectOffer: null });

  const onAccept = async () => {
    try {
      const connected = await accept(offerId).unwrap();
      dispatch(accountsConnected(connected));
      dispatch(
        toastShown({ type: 'success', message: `${connected.length} account${connected.length === 1 ? '' : 's'} connected; the first sync has started` }),
      );
      close();
    } catch (error) {
      dispatch(toastShown({ type: 'error', message: errorMessage(error as never, 'The accounts could not be connected.') }));
    }
  };

  const onDecline = () => {
    void decline(offerId);
    close();
  };

  const accounts = offer.data?.accounts ?? [];
  const source = offer.data ? FLAVOUR_NAMES[offer.data.flavour] : 'your login';
  const busy = accepting.isLoading || declining.isLoading;
  return (
    <Modal
      open
      title="Connect your Instagram accounts?"
      onClose={onDecline}
      footer={
        offer.data ? (
          <>
            <Button type="button" $variant="secondary" onClick={onDecline} disabled={busy}>
              Not now
            </Button>
            <Unavailable reason={connectRefused}>
              <Button type="button" onClick={() => void onAccept()} disabled={busy}>
                {accepting.isLoading ? 'Connecting…' : `Connect ${accounts.length === 1 ? 'account' : `${accounts.length} accounts`}`}
              </Button>
            </Unavailable>
          </>
        ) : (
          <Button type="button" $variant="secondary" onClick={close}>
            Close
          </Button>
        )
      }
    >
      {offer.isLoading ? <Spinner label="Loading the accounts" /> : null}
      {offer.isError ? <p role="alert">{errorMessage(offer.error, 'These accounts could not be loaded.')}</p> : null}
      {offer.data ? (
        <>
          <p>
            Signing in with {source} gave access to {accounts.length === 1 ? 'this business account' : 'these business accounts'}. Connect{' '}
            {accounts.length === 1 ? 'it' : 'them'} to see their analytics here.
          </p>
          <AccountList $gap="sm" aria-label="Accounts found">
            {accounts.map((account) => (
              <li key={account.igUserId}>
                <AccountAvatar username={account.username} src={account.profilePicUrl} size={32} />
                <span>
                  @{account.username}
                  {account.name ? <small>{account.name}</small> : null}
                </span>
              </li>
            ))}
          </AccountList>
        </>
      ) : null}
    </Modal>
  );
}
