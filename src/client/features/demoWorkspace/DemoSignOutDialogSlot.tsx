import { type ComponentProps } from 'react';
import { lazyOnDemand, useOpenedOnce } from '../../base/lazyOnDemand';

const SignOutDialog = lazyOnDemand(() => import(/* webpackChunkName: "demo-sign-out" */ './SignOutDialog').then((module) => module.DemoSignOutDialog));

/**
 * The demo's sign-out dialog and its keep-workspace form are fetched when the dialog first opens: the
 * shell renders on every signed-in page, and most visitors never sign out of a demo. Once
 * opened it stays mounted, so it closes and returns focus as a dialog that was always there.
 */
export function DemoSignOutDialog(props: ComponentProps<typeof SignOutDialog>) {
  return useOpenedOnce(props.open) ? <SignOutDialog {...props} /> : null;
}
