import type { IconName } from '../../components/Icon';

export interface NavItem {
  label: string;
  to: string;
  icon: IconName;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/app/dashboard', icon: 'dashboard' },
  // The audience, stories, reels and discovery pages, beside the dashboard they deepen.
  { label: 'Audience', to: '/app/audience', icon: 'user' },
  { label: 'Stories', to: '/app/stories', icon: 'stories' },
  { label: 'Reels', to: '/app/reels', icon: 'trendingUp' },
  { label: 'Discovery', to: '/app/discovery', icon: 'globe' },
  { label: 'Competitors', to: '/app/competitors', icon: 'competitors' },
  { label: 'User Comparison', to: '/app/user-comparison', icon: 'compare' },
  { label: 'Content Assistant', to: '/app/content-analysis', icon: 'sparkles' },
  // Saved reports, in the sidebar and the drawer alike.
  { label: 'Reports', to: '/app/reports', icon: 'fileText' },
  // Members, invitations and the audit log of the selected workspace.
  { label: 'Workspace', to: '/app/workspace', icon: 'users' },
  { label: 'Settings', to: '/app/settings', icon: 'settings' },
];

/** An entry is active on its own path and on anything below it (path + '/'). */
export function isNavActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
