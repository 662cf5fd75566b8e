// Loads the page a query describes, whenever the query (or the reload key) changes; an answer that
// arrives after a newer query is dropped. Live updates change the loaded rows in place.
import { useCallback, useEffect, useRef, useState } from 'react';
import { listQueryKey, type ListPage, type ListQuery } from './listQuery';

/** Replaces rows in place: receives the rows shown and returns them changed (live updates). */
export type ListRowsUpdater<Row> = (update: (rows: readonly Row[]) => Row[]) => void;

export interface ListPageState<Row> {
  rows: Row[];
  totalRows: number;
  /** False when totalRows is a lower bound (ListPage.totalRowsExact). */
  totalRowsExact: boolean;
  loading: boolean;
  failed: boolean;
  /** The API's reason when it refused the query (a 4xx with a message): retrying will not help, changing it will. */
  refusal: string | null;
}

/** The message of a 4xx answer (the API names what it refused, e.g. an invalid `matches` pattern). */
export function refusalReason(error: unknown): string | null {
  const response = (error as { response?: { status?: unknown; data?: unknown } } | null)?.response;
  const status = typeof response?.status === 'number' ? response.status : 0;
  const message = (response?.data as { message?: unknown } | null | undefined)?.message;
  return status >= 400 && status < 500 && typeof message === 'string' && message.trim() ? message : null;
}

export interface UseListPageOptions<Row> {
  listId: string;
  query: ListQuery;
  load: (query: ListQuery) => Promise<ListPage<Row>>;
  reloadKey?: unknown;
  liveUpdates?: (updateRows: ListRowsUpdater<Row>) => (() => void) | void;
  onRowsChange?: (rows: readonly Row[]) => void;
}

export function useListPage<Row>({
  listId,
  query,
  load,
  reloadKey,
  liveUpdates,
  onRowsChange,
}: UseListPageOptions<Row>): ListPageState<Row> & { retry: () => void } {
  const [state, setState] = useState<ListPageState<Row>>({
    rows: [],
    totalRows: 0,
    totalRowsExact: true,
    loading: true,
    failed: false,
    refusal: null,
  });
  const [attempt, setAttempt] = useState(0);
  // The latest load and query, read when the key changes: a page's inline load must not reload each render.
  const loadRef = useRef(load);
  loadRef.current = load;
  const queryRef = useRef(query);
  queryRef.current = query;
  const queryKey = listQueryKey(query);

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, failed: false, refusal: null }));
    loadRef.current(queryRef.current).then(
      (page) => {
        if (current) {
          setState({
            rows: page.rows,
            totalRows: page.totalRows,
            totalRowsExact: page.totalRowsExact ?? true,
            loading: false,
            failed: false,
            refusal: null,
          });
        }
      },
      (error: unknown) => {
        console.warn(`the ${listId} list could not be loaded`, error);
        // The previous count stays, so the pager does not jump while the person retries.
        if (current) {
          const refusal = refusalReason(error);
          setState((previous) => ({ ...previous, rows: [], loading: false, failed: true, refusal }));
        }
      },
    );
    return () => {
      current = false;
    };
  }, [queryKey, reloadKey, attempt, listId]);

  const updateRows = useCallback<ListRowsUpdater<Row>>(
    (update) => setState((previous) => ({ ...previous, rows: update(previous.rows) })),
    [],
  );
  useEffect(() => liveUpdates?.(updateRows) ?? undefined, [liveUpdates, updateRows]);

  // Told through a ref: a page's inline callback must not make every render call it again.
  const onRowsChangeRef = useRef(onRowsChange);
  onRowsChangeRef.current = onRowsChange;
  useEffect(() => {
    if (!state.loading) onRowsChangeRef.current?.(state.rows);
  }, [state.rows, state.loading]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
