import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Icon } from '../../components/Icon';
import { isNavActive, NAV_ITEMS } from './navItems';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled(Link)<{ $active: boolean; $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: 38px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  svg {
    flex-shrink: 0;
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.surfaceRaised};
      color: ${theme.colors.text};
      box-shadow: inset 0 0 0 1px ${theme.colors.border};
      svg {
        color: ${theme.colors.primary};
      }
    `}
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      justify-content: center;
      padding: 0;
    `}
`;

/** The five entries; collapsed, they show icons only and keep their names as accessible labels. */
export function SidebarNav({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main">
      <List>
        {NAV_ITEMS.map((item) => {
          const active = isNavActive(pathname, item.to);
          return (
            <li key={item.to}>
              <Entry
                to={item.to}
                $active={active}
                $collapsed={collapsed}
                aria-current={active ? 'page' : undefined}
                aria-label={collapsed ? item.label : undefined}
                title={collapsed ? item.label : undefined}
                onClick={onNavigate}
              >
                <Icon name={item.icon} />
                {collapsed ? null : <span>{item.label}</span>}
              </Entry>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
