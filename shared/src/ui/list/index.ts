/**
 * @estiba/shared/list: the one list component for every domain table (inventory, receiving orders,
 * orders, returns, charges). Import it from this subpath, never from @estiba/shared's barrel: the Data
 * Grid must not reach the public pages, which download the barrel.
 *
 * ```tsx
 * import { DomainList, type ListColumn, type ListQuery } from '@estiba/shared/list';
 *
 * const columns: ListColumn<StockRow>[] = [
 *   { field: 'sku', headerName: intl.formatMessage({ id: 'inventory.sku' }) },        // text: contains,
 *   { field: 'name', headerName: '…', flex: 1, operators: ['contains', 'matches'] },   // starts-with, ends-with, matches
 *   { field: 'available', headerName: '…', type: 'number' },                            // greater-than, less-than, equals
 *   { field: 'barcode', headerName: '…', hiddenByDefault: true },
 * ];
 *
 * <DomainList
 *   listId="inventory"                       // address keys inventory.page, .limit, .sort, .filter, .search
 *   label={intl.formatMessage({ id: 'inventory.toolbar.inventory' })}
 *   columns={columns}
 *   getRowId={(row) => row.productId}
 *   load={async (query) => (await apiClient.get('warehouse/inventory', { params: listQueryParams(query) })).data}
 *                                            // query: { page (from 1), limit, sort?, filters, search? } → { rows, totalRows }
 *   searchFields={[{ field: 'sku', label: 'SKU' }, { field: 'name', label: '…' }]}
 *   emptyState={{ title: '…', text: '…', action: { label: '…', to: '/product/create' } }}
 *   getRowHref={(row) => `/products/${row.productId}`}
 *   liveUpdates={useCallback((updateRows) => onStockChanged((event) => updateRows((rows) => rows.map(…))), [])}
 * />
 * ```
 *
 * Keep `columns` (useMemo) and `liveUpdates` (useCallback) stable. `load` may be inline: the latest one is
 * used, but only a change of the query, `reloadKey` or an outside filter loads again. Filters a page shows
 * beside the list belong in the address too, under keys it names in `outsideFilterKeys`
 * (e.g. `inventoryOrders.warehouseName`), which reloads on their change and clears them with the list's.
 *
 * - The address holds the view (read on load, rewritten on change; invalid values fall back to the
 *   defaults), so a filtered list can be bookmarked and shared.
 * - Paging, sorting and filtering happen on the server: `load` receives the query; the filter operators
 *   are spec point 9's (see `operators.ts`). `page` counts from 1; the default limit is 75.
 * - The columns a person shows are kept per user and list in local storage.
 * - The CSV download holds exactly the columns and rows shown.
 * - Texts come in all six locales; the list provides them itself.
 */
export { DomainList, type DomainListProps, type ListRowsUpdater } from './DomainList';
export type { ListColumn } from './gridColumns';
export type { ListEmptyState, ListSearchField } from './listContext';
export {
  LIST_DEFAULT_LIMIT,
  LIST_PAGE_SIZES,
  listParamKeys,
  listQueryParams,
  readListQuery,
  writeListQuery,
  listSchema,
  type ListFilter,
  type ListPage,
  type ListQuery,
  type ListSchema,
  type ListSearch,
  type ListSort,
} from './listQuery';
export { LIST_OPERATORS, operatorsForType, type ListColumnType, type ListOperator } from './operators';
export { listMessages } from './messages';
