import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import type { RefreshState } from '../../../shared/competitors';
import { tooltipBubble } from '../../components/tooltipBubble';
import { formatDate, formatDateTime, formatTime } from '../../lib/format';

const Status = styled.span<{ $tone: 'muted' | 'busy' | 'failed' }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $tone }) => ($tone === 'failed' ? theme.colors.danger : $tone === 'busy' ? theme.colors.info : theme.colors.textMuted)};
  white-space: nowrap;
  &[tabindex] {
    cursor: help;
    text-decoration: underline dotted;
    text-underline-offset: 3px;
  }
  ${tooltipBubble}
  [role='tooltip'] {
    top: calc(100% + 4px);
    right: 0;
    z-index: 5;
    max-width: min(280px, 80vw);
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    white-space: normal;
  }
`;

export const isRefreshing = (refresh: RefreshState | null | undefined) => refresh?.state === 'queued' || refresh?.state === 'running';

/** While a refresh is queued or running, the figures are read again every few seconds to show when it ends. */
const REFRESH_POLL_MS = 3000;

export function useRefetchWhileRefreshing(refreshing: boolean, refetch: () => unknown) {
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (!refreshing) return undefined;
    const timer = setInterval(() => latest.current(), REFRESH_POLL_MS);
    return () => clearInterval(timer);
  }, [refreshing]);
}

/** "16:05" today, its day before: short enough for a table column (the full moment is its title). */
function shortMoment(iso: string, now = new Date()): string {
  return new Date(iso).toDateString() === now.toDateString() ? formatTime(iso) : formatDate(iso);
}

type Props = { refresh: RefreshState | null; compact?: boolean };

/** A competitor's refresh: queued, running, failed (its error on hover or focus), or when it last succeeded. */
export function RefreshStatus({ refresh, compact = false }: Props) {
  const tooltipId = useId();
  if (!refresh) return null;
  if (refresh.state === 'queued') return <Status $tone="busy">Queued</Status>;
  if (refresh.state === 'running') return <Status $tone="busy">Refreshing…</Status>;
  if (refresh.state === 'failed') {
    return (
      <Status $tone="failed" tabIndex={0} aria-describedby={tooltipId}>
        Refresh failed
        <span role="tooltip" id={tooltipId}>
          {refresh.lastError ?? 'The refresh failed without a reason.'}
        </span>
      </Status>
    );
  }
  if (!refresh.lastRefreshedAt) return <Status $tone="muted">Not refreshed yet</Status>;
  const full = formatDateTime(refresh.lastRefreshedAt);
  return (
    <Status $tone="muted" title={full}>
      Updated {compact ? shortMoment(refresh.lastRefreshedAt) : full}
    </Status>
  );
}
