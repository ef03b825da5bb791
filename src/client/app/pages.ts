import { lazyWithPreloadError } from './lazyWithPreloadError';

/*
 * Every page and the app shell are their own chunk, named so scripts/bench/bundle.mjs can map a route
 * to the JS its first load needs. The entry holds the router, the theme, the public layout and these
 * loaders; the store loads in its own "workspace" chunk (app/workspace). The public layout is not a
 * chunk: it frames the first paint of /, /login and the legal pages, and as a chunk it would hold
 * back the page's own chunk by a round trip.
 */
export const AppShell = lazyWithPreloadError(() => import(/* webpackChunkName: "shell" */ '../features/shell/AppShell'));
export const LandingPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-landing" */ '../features/landing/LandingPage'));
export const AuthPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-login" */ '../features/auth/AuthPage'));
export const PrivacyPolicyPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-privacy" */ '../features/legal/PrivacyPolicyPage'));
export const TermsOfUsePage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-terms" */ '../features/legal/TermsOfUsePage'));
export const OAuthCallbackPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-auth-callback" */ '../features/authCallbacks/OAuthCallbackPage'));
export const InstagramConnectPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-instagram-connect" */ '../features/authCallbacks/InstagramConnectPage'));
export const DashboardPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-dashboard" */ '../features/dashboard/DashboardPage'));
export const SettingsPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-settings" */ '../features/settings/SettingsPage'));
export const CompetitorsPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-competitors" */ '../features/competitors/CompetitorsPage'));
export const CompetitorDetailPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-competitor-detail" */ '../features/competitors/CompetitorDetailPage'));
export const UserComparisonPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-user-comparison" */ '../features/userComparison/UserComparisonPage'));
export const ContentAnalysisPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-content-analysis" */ '../features/contentAnalysis/ContentAnalysisPage'));
