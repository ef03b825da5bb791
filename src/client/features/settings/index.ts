import { lazyWithPreloadError } from '../../app/lazyWithPreloadError';

/** The settings feature's public surface: its route page, loaded lazily. */
export const SettingsPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-settings" */ './SettingsPage'));
