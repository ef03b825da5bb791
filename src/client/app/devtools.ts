import type { DevToolsEnhancerOptions, StoreEnhancer } from '@reduxjs/toolkit';
import { sanitizeAction, sanitizeState } from './devtoolsSanitizers';

/*
 * The Redux DevTools extension, in development and in the built bundle alike: DevTools time travel is
 * one of the ways the product is meant to be used: the chat stream is dispatched as actions so that Redux
 * DevTools can time-travel a conversation (docs/architecture.md). What it is shown is sanitized (devtoolsSanitizers.ts).
 */

type DevToolsExtension = (options: DevToolsEnhancerOptions) => StoreEnhancer;
type WindowWithDevTools = { __REDUX_DEVTOOLS_EXTENSION__?: DevToolsExtension };

export const devToolsOptions: DevToolsEnhancerOptions = {
  name: 'Instagram Analytics',
  actionSanitizer: sanitizeAction,
  stateSanitizer: sanitizeState,
  // A stack per action helps while developing; a minified bundle's stacks say nothing.
  trace: process.env.NODE_ENV !== 'production',
};

/**
 * `REDUX_DEVTOOLS=false npm run build` builds a bundle that never connects (webpack.config.ts defines
 * the value at build time; the default is on).
 */
const devToolsAllowed = (): boolean => process.env.REDUX_DEVTOOLS !== 'false';

/**
 * The extension's store enhancer when the browser has the extension and the build allows it. Looked up
 * when the store is made, not when this module loads: the store lives in a chunk loaded later, and a
 * test installs its own stand-in.
 */
export function devToolsEnhancers(): StoreEnhancer[] {
  if (!devToolsAllowed() || typeof window === 'undefined') return [];
  const extension = (window as WindowWithDevTools).__REDUX_DEVTOOLS_EXTENSION__;
  return extension ? [extension(devToolsOptions)] : [];
}
