import type { ComponentType, ReactNode } from 'react';
import type { AppStore } from '../../app/store';
import type { SignInOutcome, SignInRequest } from '../../features/auth';
import type { SessionStatus } from '../../features/session';
import type { ToastType } from '../../features/toasts';

/**
 * What the lazily loaded workspace chunk (app/workspace/workspace.tsx: the one Redux store and what
 * renders with it) offers the pages that render before it loads. Only types here: a public page that
 * uses the workspace this way downloads no Redux until it is needed.
 */
export interface Workspace {
  store: AppStore;
  subscribe: AppStore['subscribe'];
  sessionStatus(): SessionStatus;
  /** Signs in and dispatches signedIn before resolving (features/auth/signIn.ts). */
  signIn(request: SignInRequest): Promise<SignInOutcome>;
  showToast(toast: { type: ToastType; message: string }): void;
  /** react-redux (and, for the app's store, PersistGate) around the pages that use the store. */
  Providers: ComponentType<{ children: ReactNode }>;
  /** Mounted for as long as the workspace exists: the session check, the expiry redirect, the toasts. */
  Services: ComponentType;
}
