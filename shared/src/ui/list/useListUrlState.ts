// The list's query lives in the address bar: read on every render, written on every change, so a copied
// address opens the same view. Moving between pages and sorting push a history entry (Back returns to
// the previous page); typing replaces it, so Back is not a keystroke at a time.
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListQuery, writeListQuery, type ListQuery, type ListSchema } from './listQuery';

export type ListHistory = 'push' | 'replace';

export interface ListUrlState {
  query: ListQuery;
  /** The values of the page's own filter keys beside the list, in order ('' where absent). */
  outsideFilters: string[];
  /** Writes the query; `drop` removes other keys in the same write (two writes in one event would lose one). */
  setQuery: (next: ListQuery, history: ListHistory, drop?: readonly string[]) => void;
}

export function useListUrlState(
  listId: string,
  schema: ListSchema,
  outsideFilterKeys: readonly string[] = [],
): ListUrlState {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params, listId, schema), [params, listId, schema]);

  // An address with invalid or default values is rewritten to the view it shows.
  useEffect(() => {
    const shown = writeListQuery(params, listId, query, schema);
    if (shown.toString() !== params.toString()) setParams(shown, { replace: true });
  }, [params, listId, query, schema, setParams]);

  const setQuery = useCallback(
    (next: ListQuery, history: ListHistory, drop: readonly string[] = []) => {
      setParams(
        (current) => {
          const written = writeListQuery(current, listId, next, schema);
          for (const key of drop) written.delete(key);
          return written;
        },
        { replace: history === 'replace' },
      );
    },
    [listId, schema, setParams],
  );
  const outsideFilters = outsideFilterKeys.map((key) => params.get(key)?.trim() ?? '');
  return { query, outsideFilters, setQuery };
}
