import { createContext, useContext } from 'react';

/**
 * Where the period hook tells the user that the period an address asked for cannot be used (a
 * sentence naming what was wrong): the app shell shows it as a toast. Without one (a page rendered on
 * its own) nothing is told. A context rather than the store, so that the period feature, which the
 * store's own features use, does not reach back into it.
 */
const PeriodNoticeContext = createContext<((message: string) => void) | null>(null);

export const PeriodNoticeProvider = PeriodNoticeContext.Provider;
export const usePeriodNotice = () => useContext(PeriodNoticeContext);
