import { lazyWithPreloadError } from '../../base/lazyWithPreloadError';

/** The settings feature's public surface: its route page, loaded lazily. */
export const SettingsPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-settings" */ './SettingsPage'));
/** The "access ends on …: reconnect" line, also shown on the dashboard. */
export { AccessEndingNotice } from './AccessEndingNotice';
