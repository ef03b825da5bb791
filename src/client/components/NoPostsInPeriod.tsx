import { createContext, useContext } from 'react';
import { Muted } from './dataCard';

/**
 * Whether the selected account's first sync is still under way, for every card of the page below the
 * provider. A page sets it from the accounts feature's useAccountSync; the cards only read it, so an
 * empty list during the first sync says "syncing" instead of "no posts" (the period is not empty, it
 * is not read yet).
 */
export const FirstSyncContext = createContext(false);

export const useFirstSync = () => useContext(FirstSyncContext);

/** What a card says while the first sync runs, naming what it will show. */
export const firstSyncText = (what = 'posts') => `Syncing… the ${what} appear here when the first sync finishes.`;

/** Whether a card shows its posts: it has some, and they are not a first sync's partial read. */
export const usePostsShown = (count: number) => !useFirstSync() && count > 0;

/** A card's empty state for a period with no posts, or the first sync's note while it runs. */
export function NoPostsInPeriod({ ending = '' }: { ending?: string }) {
  const firstSync = useFirstSync();
  return <Muted>{firstSync ? firstSyncText() : `No posts in this period${ending}.`}</Muted>;
}
