// The list's query lives in the address bar: read on every render, written on every change, so a copied
// address opens the same view. Moving between pages and sorting push a history entry (Back returns to
// the previous page); typing replaces it, so Back is not a keystroke at a time.
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListQuery, writeListQuery, type ListQuery, type ListSchema } from './listQuery';

export type ListHistory = 'push' | 'replace';

export function useListUrlState(
  listId: string,
  schema: ListSchema,
): [ListQuery, (next: ListQuery, history: ListHistory) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params, listId, schema), [params, listId, schema]);

  // An address with invalid or default values is rewritten to the view it shows.
  useEffect(() => {
    const shown = writeListQuery(params, listId, query, schema);
    if (shown.toString() !== params.toString()) setParams(shown, { replace: true });
  }, [params, listId, query, schema, setParams]);

  const setQuery = useCallback(
    (next: ListQuery, history: ListHistory) => {
      setParams((current) => writeListQuery(current, listId, next, schema), {
        replace: history === 'replace',
      });
    },
    [listId, schema, setParams],
  );
  return [query, setQuery];
}
