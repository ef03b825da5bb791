import type { IconName } from '../../components/Icon';

export interface NavItem {
  label: string;
  to: string;
  icon: IconName;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/app/dashboard', icon: 'dashboard' },
  { label: 'Competitors', to: '/app/competitors', icon: 'competitors' },
  { label: 'User Comparison', to: '/app/user-comparison', icon: 'compare' },
  { label: 'Content Assistant', to: '/app/content-analysis', icon: 'sparkles' },
  // Issue #21: watch time of reels, and reach beyond followers.
  { label: 'Reels', to: '/app/reels', icon: 'trendingUp' },
  { label: 'Discovery', to: '/app/discovery', icon: 'globe' },
  // Not in SPEC's list: issue #19 asks for saved reports in the sidebar and the drawer.
  { label: 'Reports', to: '/app/reports', icon: 'fileText' },
  { label: 'Settings', to: '/app/settings', icon: 'settings' },
];

/** SPEC §2: an entry is active on its own path and on anything below it (path + '/'). */
export function isNavActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
