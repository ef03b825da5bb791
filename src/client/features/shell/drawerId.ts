/** The mobile drawer's id, which the header's menu button controls (the drawer itself loads when it opens). */
export const DRAWER_ID = 'app-navigation-drawer';
