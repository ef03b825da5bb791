import styled from 'styled-components';
import type { ConnectedAccount } from '../../../shared/connectors';
import { Button } from '../../components/Button';
import { Unavailable } from '../../components/Unavailable';
import { formatDate } from '../../lib/format';
import { useGetInstagramProfileQuery } from '../accounts';
import { useCan } from '../workspaces';
import { useConnectFlow } from './useConnectFlow';

const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * "Instagram access for @x ends on Dec 3, 2026: reconnect". Shown when the server says the account's
 * Meta token is about to end and cannot (or failed to) renew itself (profile.reconnectBy). A revoked
 * token (needsReconnect) has its own alert on the account's card, so this stays quiet then. Reconnect
 * runs the same connect flow, with the account's own login.
 */
export function AccessEndingNotice({ account }: { account: Pick<ConnectedAccount, 'accountId' | 'accountName'> }) {
  const { data: profile } = useGetInstagramProfileQuery(account.accountId);
  const { connect, pendingFlavour } = useConnectFlow();
  const mayConnect = useCan('accounts.connect');
  if (!profile?.reconnectBy || profile.needsReconnect) return null;
  const name = `@${account.accountName}`;
  const ended = Date.parse(profile.reconnectBy) <= Date.now();
  return (
    <Notice role="status">
      <span>
        Instagram access for {name} {ended ? 'ended' : 'ends'} on <time dateTime={profile.reconnectBy}>{formatDate(profile.reconnectBy)}</time>: reconnect to
        keep it syncing.
      </span>
      <Unavailable reason={mayConnect.reason}>
        <Button
          type="button"
          $variant="warning"
          $size="sm"
          aria-label={`Reconnect ${name}`}
          disabled={pendingFlavour !== null}
          onClick={() => void connect(profile.loginFlavour)}
        >
          Reconnect
        </Button>
      </Unavailable>
    </Notice>
  );
}
