import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Parameters to change: a value sets its parameter, null or empty removes it; the others stay. */
export type QueryParamChanges = Record<string, string | null | undefined>;

/**
 * The URL's query, and a way to change some of its parameters. A change replaces the history entry:
 * what a page keeps in its URL is a view to share or reload, not a step Back should return to.
 */
export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  const updateParams = useCallback(
    (changes: QueryParamChanges) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, updateParams] as const;
}
