import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Brand } from '../../components/Brand';
import { IconButton } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { SidebarNav } from './SidebarNav';
import { CollapsedUserMenu, UserCard } from './UserCard';
import { appPath } from '../../../shared/pagePaths';

const SIDEBAR_WIDTH = { wide: 272, narrow: 68 } as const;

const Rail = styled.aside<{ $collapsed: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.sidebar};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  width: ${({ $collapsed }) => ($collapsed ? SIDEBAR_WIDTH.narrow : SIDEBAR_WIDTH.wide)}px;
  height: 100vh;
  flex-shrink: 0;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  transition: width ${({ theme }) => theme.motion.panel} ease;
`;

const Top = styled.div<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: ${({ $collapsed }) => ($collapsed ? 'column' : 'row')};
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 36px;
`;

const HomeLink = styled(Link)`
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
`;

const Bottom = styled.div`
  margin-top: auto;
`;

interface SidebarProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

/** Desktop sidebar: wide with labels, or a narrow icon-only rail. */
export function Sidebar({ collapsed, onToggleCollapsed }: SidebarProps) {
  return (
    <Rail $collapsed={collapsed} aria-label="Sidebar">
      <Top $collapsed={collapsed}>
        <HomeLink to={appPath('dashboard')} aria-label="Instagram Analytics home">
          <Brand showName={!collapsed} />
        </HomeLink>
        <IconButton type="button" aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} aria-expanded={!collapsed} onClick={onToggleCollapsed}>
          <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
        </IconButton>
      </Top>
      <SidebarNav collapsed={collapsed} />
      <Bottom>{collapsed ? <CollapsedUserMenu /> : <UserCard />}</Bottom>
    </Rail>
  );
}
