import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from './EmptyState';
import type { IconName } from './Icon';
import { appPath } from '../../shared/pagePaths';

const SettingsLink = styled(Link)`
  color: ${({ theme }) => theme.colors.focus};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * The honest empty state of the data pages: say what will appear once an Instagram business account
 * is connected, and show no invented numbers until then.
 */
export function NoAccountState({ icon, willShow, linkToSettings = true }: { icon: IconName; willShow: string; linkToSettings?: boolean }) {
  return (
    <EmptyState
      icon={icon}
      title="No Instagram account connected yet"
      action={linkToSettings ? <SettingsLink to={appPath('settings')}>Go to Settings</SettingsLink> : undefined}
    >
      {willShow}
    </EmptyState>
  );
}
