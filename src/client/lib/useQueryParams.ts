import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Parameters to change: a value sets its parameter, null or empty removes it; the others stay. */
export type QueryParamChanges = Record<string, string | null | undefined>;

/**
 * The URL's query, and a way to change some of its parameters. A change replaces the history entry
 * (a view to share or reload, not a step Back should return to) unless `push` asks for a new entry,
 * for a choice the user may want to go Back from (the period of a data page).
 */
export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  const updateParams = useCallback(
    (changes: QueryParamChanges, { push = false }: { push?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: !push },
      ),
    [setParams],
  );
  return [params, updateParams] as const;
}
