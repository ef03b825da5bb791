import { AccountSwitcher } from '../accounts';

/** Where the Instagram account switcher sits in the header (SPEC §2 "Account switcher"). */
export function AccountSwitcherSlot() {
  return <AccountSwitcher />;
}
