/** The demo workspace feature's public surface: what signing out of a demo asks, and keeping one. */
export { DemoSignOutDialog } from './DemoSignOutDialogSlot';
