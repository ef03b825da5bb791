import type { IconName } from '../../components/Icon';
import { appPath } from '../../../shared/pagePaths';

export interface NavItem {
  label: string;
  to: string;
  icon: IconName;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: appPath('dashboard'), icon: 'dashboard' },
  // The audience, stories, reels and discovery pages, beside the dashboard they deepen.
  { label: 'Audience', to: appPath('audience'), icon: 'user' },
  { label: 'Stories', to: appPath('stories'), icon: 'stories' },
  { label: 'Reels', to: appPath('reels'), icon: 'trendingUp' },
  { label: 'Discovery', to: appPath('discovery'), icon: 'globe' },
  { label: 'Competitors', to: appPath('competitors'), icon: 'competitors' },
  { label: 'User Comparison', to: appPath('user-comparison'), icon: 'compare' },
  { label: 'Content Assistant', to: appPath('content-analysis'), icon: 'sparkles' },
  // Saved reports, in the sidebar and the drawer alike.
  { label: 'Reports', to: appPath('reports'), icon: 'fileText' },
  // Members, invitations and the audit log of the selected workspace.
  { label: 'Workspace', to: appPath('workspace'), icon: 'users' },
  { label: 'Settings', to: appPath('settings'), icon: 'settings' },
];

/** An entry is active on its own path and on anything below it (path + '/'). */
export function isNavActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
