// What the list's toolbar and overlays (rendered by the grid as its slots) need from the list itself.
import { createContext, useContext } from 'react';
import type { ListSearch } from './listQuery';

/** A field the free search may look in, with its label in the page's language. */
export interface ListSearchField {
  field: string;
  label: string;
}

/** What to say when the list has nothing yet, and what to do next (a link or an action). */
export interface ListEmptyState {
  title?: string;
  text?: string;
  action?: { label: string; to?: string; onClick?: () => void };
}

export interface ListContextValue {
  searchFields: readonly ListSearchField[];
  search: ListSearch | undefined;
  onSearchChange: (search: ListSearch | undefined) => void;
  /** A filter or a search narrows the list: an empty page then means "nothing matches", not "nothing yet". */
  narrowed: boolean;
  clearNarrowing: () => void;
  /** Filters in force (the toolbar marks its Filters button). */
  filterCount: number;
  emptyState: ListEmptyState;
  failed: boolean;
  /** Why the API refused the query, when it said so. */
  refusal: string | null;
  retry: () => void;
  exportFileName: string;
}

export const ListContext = createContext<ListContextValue | null>(null);

export function useListContext(): ListContextValue {
  const value = useContext(ListContext);
  if (!value) throw new Error('A list toolbar or overlay must render inside DomainList');
  return value;
}
