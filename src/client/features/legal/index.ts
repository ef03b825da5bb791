import { lazyWithPreloadError } from '../../base/lazyWithPreloadError';

/** The legal feature's public surface: its two route pages, each loaded lazily. */
export const PrivacyPolicyPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-privacy" */ './PrivacyPolicyPage'));
export const TermsOfUsePage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-terms" */ './TermsOfUsePage'));
