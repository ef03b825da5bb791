import styled, { keyframes } from 'styled-components';
import { IconButton } from '../../components/Button';
import { Icon } from '../../components/Icon';

const spin = keyframes`to { transform: rotate(360deg); }`;
const pulse = keyframes`50% { opacity: 0.45; }`;

const Button = styled(IconButton)`
  &[aria-busy='true'] svg {
    color: ${({ theme }) => theme.colors.primary};
    animation: ${spin} 1s linear infinite;
    /* Without motion the icon only fades in and out: still visibly busy, nothing turns. */
    @media (prefers-reduced-motion: reduce) {
      animation: ${pulse} 2s ease-in-out infinite;
    }
  }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A sync button titled "Sync accounts" that spins while a sync runs. */
export function SyncButton({ syncing, onSync }: { syncing: boolean; onSync: () => void }) {
  return (
    <>
      {/* aria-disabled, not disabled: a focused button that turns disabled drops the keyboard focus onto the page body. */}
      <Button type="button" title="Sync accounts" aria-label="Sync accounts" aria-busy={syncing} aria-disabled={syncing} onClick={syncing ? undefined : onSync}>
        <Icon name="refresh" />
      </Button>
      <Hidden role="status">{syncing ? 'Syncing Instagram data…' : ''}</Hidden>
    </>
  );
}
