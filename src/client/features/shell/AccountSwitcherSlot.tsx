import { AccountSwitcher } from '../accounts';

/** Where the Instagram account switcher sits in the header. */
export function AccountSwitcherSlot() {
  return <AccountSwitcher />;
}
