import { useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { Brand } from '../../components/Brand';
import { IconButton } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { useFocusTrap } from '../../components/useFocusTrap';
import { DRAWER_ID } from './drawerId';
import { SidebarNav } from './SidebarNav';
import { UserCard } from './UserCard';

const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.drawer};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.panel} ease;
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.z.drawer + 1};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  width: min(300px, 86vw);
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  animation: ${slideIn} ${({ theme }) => theme.motion.panel} ease;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Bottom = styled.div`
  margin-top: auto;
`;

/**
 * Under 768px: the navigation slides in from the left; Escape, the backdrop or a link closes it.
 * Rendered while open (AppShell fetches it when it first opens), so its focus trap is on while mounted.
 */
export function MobileDrawer({ onClose }: { onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, true, onClose);
  return (
    <>
      <Backdrop onClick={onClose} data-testid="drawer-backdrop" />
      <Panel ref={panelRef} id={DRAWER_ID} role="dialog" aria-modal="true" aria-label="Navigation">
        <Top>
          <Brand />
          <IconButton type="button" aria-label="Close menu" onClick={onClose}>
            <Icon name="close" />
          </IconButton>
        </Top>
        <SidebarNav onNavigate={onClose} />
        <Bottom>
          <UserCard />
        </Bottom>
      </Panel>
    </>
  );
}
