import { lazyWithPreloadError } from '../../base/lazyWithPreloadError';

/** The shell feature's public surface: other features and app/ import only from here. */
export { useSignOut } from './useSignOut';

/** The /app frame (sidebar, header, chat), loaded with the first /app page. */
export const AppShell = lazyWithPreloadError(() => import(/* webpackChunkName: "shell" */ './AppShell'));
