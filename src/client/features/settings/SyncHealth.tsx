import styled from 'styled-components';
import type { AccountSyncStatus, LoginFlavour } from '../../../shared/connectors';
import { Button } from '../../components/Button';
import { Unavailable } from '../../components/Unavailable';
import { useCan } from '../workspaces';
import { refusalText, resumeTime, sourceLabel } from './syncStatusText';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.text};
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  li {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

const Paused = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
`;

/** Above this share of Meta's call budget the sync slows itself down; the user is told why it takes longer. */
const BUSY_USAGE_PERCENT = 75;

type Props = { name: string; status: AccountSyncStatus; flavour: LoginFlavour | null; onReconnect: (flavour: LoginFlavour) => void };

/**
 * Settings → Connected accounts: what the last sync could not read and why (a missing permission by
 * name, not offered for this account, Meta's limit with the time it resumes). The figures concerned are
 * unknown on every page, never 0; a missing permission can be granted by reconnecting.
 */
export function SyncHealth({ name, status, flavour, onReconnect }: Props) {
  const refusals = status.refusals;
  const missingPermission = refusals.some((refusal) => refusal.kind === 'permission');
  const busy = status.metaUsagePercent !== null && status.metaUsagePercent >= BUSY_USAGE_PERCENT;
  const mayConnect = useCan('accounts.connect');
  if (status.state !== 'paused' && refusals.length === 0 && !busy) return null;
  return (
    <Panel role="group" aria-label={`Sync health of ${name}`}>
      {status.state === 'paused' && status.pausedUntil ? (
        <Paused role="status">
          Waiting for Meta&apos;s rate limit: the sync resumes by itself at <time dateTime={status.pausedUntil}>{resumeTime(status.pausedUntil)}</time>.
        </Paused>
      ) : null}
      {busy ? <p>Meta reports {Math.round(status.metaUsagePercent!)}% of its call budget in use, so syncs pace themselves.</p> : null}
      {refusals.length > 0 ? (
        <>
          <h3>Not read in the last sync (shown as unknown, not 0)</h3>
          <ul>
            {refusals.map((refusal) => (
              <li key={`${refusal.source}:${refusal.kind}:${refusal.code ?? ''}:${refusal.permission ?? ''}`}>
                <strong>{sourceLabel(refusal.source)}</strong>: {refusalText(refusal)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {missingPermission && flavour && flavour !== 'demo' ? (
        <div>
          <Unavailable reason={mayConnect.reason} align="start">
            <Button type="button" $variant="warning" $size="sm" onClick={() => onReconnect(flavour)}>
              Reconnect with the missing permission
            </Button>
          </Unavailable>
        </div>
      ) : null}
    </Panel>
  );
}
