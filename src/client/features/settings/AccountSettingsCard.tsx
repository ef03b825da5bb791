import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { AccountSyncStatus, ConnectedAccount, Country, Niche } from '../../../shared/connectors';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../base/hooks';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SelectField } from '../../components/SelectField';
import { AccountAvatar, useDisconnectInstagramMutation, useGetInstagramProfileQuery, useUpdateAccountSettingsMutation } from '../accounts';
import { toastShown } from '../toasts';
import { SyncHealth } from './SyncHealth';
import { progressPercent, relativeTime, stageLabel } from './syncStatusText';
import { useConnectFlow } from './useConnectFlow';
import { Unavailable } from '../../components/Unavailable';
import { useCan } from '../workspaces';
import { formatDateTime } from '../../lib/format';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;
  .who {
    display: flex;
    flex-direction: column;
    min-width: 0;
    flex: 1 1 160px;
  }
  .who strong {
    overflow-wrap: break-word;
  }
  .who small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Warning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Progress = styled.progress`
  width: 100%;
  height: 6px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Selects = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const FLAVOUR_NAMES = { facebook: 'Facebook Login', instagram: 'Instagram Login', demo: 'Demo data' } as const;

type Props = { account: ConnectedAccount; status: AccountSyncStatus | undefined; niches: Niche[]; countries: Country[] };

/** One connected account: its sync, where it sits for peer comparison, reconnect and disconnect. */
export function AccountSettingsCard({ account, status, niches, countries }: Props) {
  const dispatch = useAppDispatch();
  const { data: profile } = useGetInstagramProfileQuery(account.accountId);
  const [updateSettings] = useUpdateAccountSettingsMutation();
  const [disconnect, { isLoading: disconnecting }] = useDisconnectInstagramMutation();
  const { connect } = useConnectFlow();
  const [confirming, setConfirming] = useState(false);
  const name = `@${account.accountName}`;

  const save = (field: 'nicheId' | 'countryCode') => async (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value || null;
    try {
      await updateSettings({ accountId: account.accountId, body: { [field]: value } }).unwrap();
      dispatch(toastShown({ type: 'success', message: `${field === 'nicheId' ? 'Niche' : 'Country'} saved for ${name}` }));
    } catch (error) {
      dispatch(toastShown({ type: 'error', message: errorMessage(error as never) }));
    }
  };
  const confirmDisconnect = async () => {
    setConfirming(false);
    try {
      await disconnect({ accountId: account.accountId }).unwrap();
      dispatch(toastShown({ type: 'success', message: `${name} was disconnected and its data deleted` }));
    } catch (error) {
      dispatch(toastShown({ type: 'error', message: errorMessage(error as never) }));
    }
  };
  const mayConnect = useCan('accounts.connect');
  const mayDisconnect = useCan('accounts.disconnect');
  const mayConfigure = useCan('accounts.configure');
  const percent = status ? progressPercent(status) : null;
  const syncing = status?.state === 'queued' || status?.state === 'running';
  // Either source may learn first that Meta revoked the token (the sync marks both).
  const needsReconnect = Boolean(status?.needsReconnect || profile?.needsReconnect);

  return (
    <Card aria-label={name}>
      <Head>
        <AccountAvatar username={account.accountName} src={account.profilePicUrl} size={40} />
        <span className="who">
          <strong>{name}</strong>
          <small>{[account.pageName, profile ? FLAVOUR_NAMES[profile.loginFlavour] : null].filter(Boolean).join(' · ')}</small>
        </span>
        {needsReconnect && profile ? (
          <Unavailable reason={mayConnect.reason}>
            <Button type="button" $variant="warning" $size="sm" onClick={() => void connect(profile.loginFlavour)}>
              Reconnect
            </Button>
          </Unavailable>
        ) : null}
        <Unavailable reason={mayDisconnect.reason}>
          <Button type="button" $variant="secondary" $size="sm" disabled={disconnecting} onClick={() => setConfirming(true)}>
            {disconnecting ? 'Disconnecting…' : 'Disconnect'}
          </Button>
        </Unavailable>
      </Head>
      {needsReconnect ? <Warning role="alert">Instagram access expired or was revoked. Reconnect to resume syncing.</Warning> : null}
      <Meta>
        {syncing ? `Syncing: ${stageLabel(status?.stage ?? null)}` : null}
        {!syncing && status?.lastSuccessAt ? (
          <>
            Last synced{' '}
            <time dateTime={status.lastSuccessAt} title={formatDateTime(status.lastSuccessAt)}>
              {relativeTime(status.lastSuccessAt)}
            </time>
          </>
        ) : null}
        {!syncing && !status?.lastSuccessAt ? 'Not synced yet' : null}
        {syncing && status?.itemsExpected ? ` (${status.itemsDone} of ${status.itemsExpected})` : null}
      </Meta>
      {syncing ? <Progress aria-label={`Sync progress of ${name}`} max={100} value={percent ?? undefined} /> : null}
      {status?.lastError && !needsReconnect ? <Warning>Last sync problem: {status.lastError}</Warning> : null}
      {status ? <SyncHealth name={name} status={status} flavour={profile?.loginFlavour ?? null} onReconnect={(flavour) => void connect(flavour)} /> : null}
      <Selects>
        <SelectField
          label="Niche"
          value={profile?.nicheId ?? ''}
          disabled={!profile || !mayConfigure.allowed}
          emptyOption="Not set"
          options={niches.map((niche) => ({ value: niche.id, name: niche.name }))}
          onChange={(event) => void save('nicheId')(event)}
        />
        <SelectField
          label="Country"
          value={profile?.countryCode ?? ''}
          disabled={!profile || !mayConfigure.allowed}
          emptyOption="Not set"
          options={countries.map((country) => ({ value: country.code, name: country.name }))}
          onChange={(event) => void save('countryCode')(event)}
        />
      </Selects>
      {mayConfigure.allowed ? null : <Meta>{mayConfigure.reason}.</Meta>}
      <ConfirmDialog
        open={confirming}
        variant="danger"
        title={`Disconnect ${name}?`}
        message={`Every post, comment and daily figure stored for ${name} will be deleted from this server. You can connect it again later and sync it anew.`}
        confirmLabel="Disconnect"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDisconnect()}
      />
    </Card>
  );
}
