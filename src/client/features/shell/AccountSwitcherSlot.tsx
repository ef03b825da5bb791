/**
 * Where the Instagram account switcher goes (SPEC §2 "Account switcher"). With no connected accounts
 * the switcher shows nothing, and no account can be connected yet, so the slot renders nothing.
 * The connectors feature replaces this body with the real switcher.
 */
export function AccountSwitcherSlot() {
  return null;
}
