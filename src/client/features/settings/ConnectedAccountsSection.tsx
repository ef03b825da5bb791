import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { StackList } from '../../components/StackList';
import { useGetCountriesQuery, useGetNichesQuery, useSelectedAccount, useSyncProgress } from '../accounts';
import { AccessEndingNotice } from './AccessEndingNotice';
import { AccountSettingsCard } from './AccountSettingsCard';
import { ConnectPanel } from './ConnectPanel';
import { Actions, Note } from './settingsStyles';
import { SectionCard, SectionHead } from '../../components/sectionCard';
import { useDisconnectAll } from './useDisconnectAll';
import { Unavailable } from '../../components/Unavailable';
import { useCan } from '../workspaces';

/** Settings → Connected accounts: connect, sync, place for peer comparison, reconnect and disconnect. */
export function ConnectedAccountsSection() {
  const { accounts, isLoading, isError, refetch } = useSelectedAccount();
  const { statuses, syncing, sync } = useSyncProgress();
  const { data: niches = [], isError: nichesFailed } = useGetNichesQuery();
  const { data: countries = [], isError: countriesFailed } = useGetCountriesQuery();
  const disconnectAll = useDisconnectAll();
  const maySync = useCan('accounts.sync');
  const mayDisconnect = useCan('accounts.disconnect');
  const mayConnect = useCan('accounts.connect');

  return (
    <SectionCard aria-labelledby="settings-accounts">
      <SectionHead>
        <h2 id="settings-accounts">Connected accounts</h2>
        <p>Your Instagram business accounts. Niche and country place each account among its peers for the comparison pages.</p>
      </SectionHead>
      {isLoading ? <p role="status">Loading connected accounts…</p> : null}
      {isError ? (
        <Note role="alert">
          Your connected accounts could not be loaded.{' '}
          <Button type="button" $variant="secondary" $size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </Note>
      ) : null}
      {!isLoading && !isError && accounts.length === 0 ? <Note>No Instagram account is connected yet. Connect one below to bring its data in.</Note> : null}
      {accounts.length > 0 && (nichesFailed || countriesFailed) ? (
        <Note role="alert">
          The niche and country lists could not be loaded, so an account cannot be placed among its peers right now. Reload the page to try again.
        </Note>
      ) : null}
      {accounts.length > 0 ? (
        <>
          {accounts.map((account) => (
            <AccessEndingNotice key={account.accountId} account={account} />
          ))}
          <StackList>
            {accounts.map((account) => (
              <AccountSettingsCard
                key={account.accountId}
                account={account}
                status={statuses.find((status) => status.accountId === account.accountId)}
                niches={niches}
                countries={countries}
              />
            ))}
          </StackList>
          <Actions>
            <Unavailable reason={maySync.reason} align="start">
              <Button type="button" disabled={syncing} onClick={() => void sync()}>
                {syncing ? 'Syncing…' : 'Sync now'}
              </Button>
            </Unavailable>
            {accounts.length > 1 ? (
              <Unavailable reason={mayDisconnect.reason} align="start">
                <Button type="button" $variant="ghost" disabled={disconnectAll.isDisconnecting} onClick={disconnectAll.ask}>
                  Disconnect all
                </Button>
              </Unavailable>
            ) : null}
          </Actions>
        </>
      ) : null}
      {mayConnect.allowed ? <ConnectPanel /> : <Note>{mayConnect.reason}.</Note>}
      <ConfirmDialog
        open={disconnectAll.confirming}
        variant="danger"
        title="Disconnect every account?"
        message={`All ${accounts.length} accounts and everything stored for them (posts, comments, daily figures) will be deleted from this server.`}
        confirmLabel="Disconnect all"
        onCancel={disconnectAll.cancel}
        onConfirm={() => void disconnectAll.confirm()}
      />
    </SectionCard>
  );
}
