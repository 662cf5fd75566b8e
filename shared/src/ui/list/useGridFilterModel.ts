// The grid's filter panel holds half-typed filters too (a column and an operator, no value yet): they
// stay in the panel, and only complete, valid filters reach the query and the address.
import { useCallback, useEffect, useState } from 'react';
import type { GridFilterModel } from '@mui/x-data-grid';
import { LIST_MAX_FILTERS, validFilter, type ListFilter, type ListSchema } from './listQuery';

const toGridFilterModel = (filters: readonly ListFilter[]): GridFilterModel => ({
  items: filters.map((filter) => ({ id: filter.field, ...filter })),
});

/** The filters of a grid model that the schema accepts. */
export function completeFilters(schema: ListSchema, model: GridFilterModel): ListFilter[] {
  return model.items
    .map((item) =>
      validFilter(schema, {
        field: item.field,
        operator: item.operator as ListFilter['operator'],
        value: item.value,
      }),
    )
    .filter((filter): filter is ListFilter => filter !== null)
    .slice(0, LIST_MAX_FILTERS);
}

export function useGridFilterModel(
  schema: ListSchema,
  filters: readonly ListFilter[],
  onFiltersChange: (filters: ListFilter[]) => void,
): [GridFilterModel, (model: GridFilterModel) => void] {
  const [model, setModel] = useState(() => toGridFilterModel(filters));
  const filtersKey = JSON.stringify(filters);

  // Another view arrived through the address (a link, Back, Clear): the panel shows its filters.
  useEffect(() => {
    setModel((shown) =>
      JSON.stringify(completeFilters(schema, shown)) === filtersKey ? shown : toGridFilterModel(filters),
    );
    // Follows the address only: the panel's own edits arrive through `change`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filtersKey, schema]);

  const change = useCallback(
    (next: GridFilterModel) => {
      setModel(next);
      const complete = completeFilters(schema, next);
      if (JSON.stringify(complete) !== filtersKey) onFiltersChange(complete);
    },
    [schema, filtersKey, onFiltersChange],
  );
  return [model, change];
}
