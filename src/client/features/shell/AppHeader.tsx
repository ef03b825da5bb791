import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { mobileQuery } from '../../base/theme';
import { IconButton } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Brand } from '../../components/Brand';
import { chatToggled, selectIsChatOpen } from '../chat';
import { AccountSwitcherSlot } from './AccountSwitcherSlot';
import { WorkspaceSwitcher } from '../workspaces';
import { DRAWER_ID } from './drawerId';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: 56px;
  padding: 0 ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: rgba(11, 13, 18, 0.85);
  backdrop-filter: blur(10px);
  ${mobileQuery} {
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const ChatButton = styled(IconButton)`
  width: auto;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md};
  border-color: ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  display: inline-flex;
  align-items: center;
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  ${mobileQuery} {
    span {
      display: none;
    }
  }
`;

interface AppHeaderProps {
  isMobile: boolean;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

export function AppHeader({ isMobile, drawerOpen, onOpenDrawer }: AppHeaderProps) {
  const dispatch = useAppDispatch();
  const chatOpen = useAppSelector(selectIsChatOpen);
  return (
    <Bar>
      {isMobile ? (
        <>
          <IconButton type="button" aria-label="Open menu" aria-expanded={drawerOpen} aria-controls={DRAWER_ID} onClick={onOpenDrawer}>
            <Icon name="menu" />
          </IconButton>
          <Brand showName={false} />
        </>
      ) : null}
      <Spacer />
      <WorkspaceSwitcher />
      <AccountSwitcherSlot />
      <ChatButton type="button" aria-label={chatOpen ? 'Close chat' : 'Open chat'} aria-pressed={chatOpen} onClick={() => dispatch(chatToggled())}>
        <Icon name="chat" />
        <span>Assistant</span>
      </ChatButton>
    </Bar>
  );
}
