// The one list of every domain table: the Data Grid (MIT edition) with paging, sorting and filtering on
// the server, its state in the address bar, the column choice kept per user, an empty state that says
// what to do next, a skeleton while loading and the CSV download of what is shown.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import {
  DataGrid,
  type GridPaginationModel,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { RawIntlProvider } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { toGridColumn, type ListColumn } from './gridColumns';
import { ListContext, type ListContextValue, type ListEmptyState, type ListSearchField } from './listContext';
import { listLocaleText } from './listLocaleText';
import { ListEmptyPanel } from './ListEmptyPanel';
import {
  listSchema,
  type ListFilter,
  type ListPage,
  type ListQuery,
  type ListSearch,
  type ListSort,
} from './listQuery';
import { ListToolbar } from './ListToolbar';
import { useGridFilterModel } from './useGridFilterModel';
import { useListPage, type ListRowsUpdater } from './useListPage';
import { useColumnChoice } from './useColumnChoice';
import { useListIntl } from './useListIntl';
import { useListUrlState } from './useListUrlState';

export type { ListRowsUpdater };

export interface DomainListProps<Row extends GridValidRowModel> {
  /** Names the list in the address (`inventory.page=2`) and in the stored column choice. */
  listId: string;
  /** The list's accessible name (what a screen reader announces for the table). */
  label: string;
  /** The columns, in order; keep the array stable (useMemo), as the grid re-reads columns it is given anew. */
  columns: readonly ListColumn<Row>[];
  /**
   * Loads one page; called again whenever the query, `reloadKey` or an outside filter changes (the latest
   * function is used, but a new function alone does not load again: a page's inline arrow cannot loop).
   */
  load: (query: ListQuery) => Promise<ListPage<Row>>;
  getRowId: (row: Row) => GridRowId;
  /** What to say, and what to offer, when the list has nothing yet. */
  emptyState: ListEmptyState;
  /** Fields the free search may look in; without them there is no search box. */
  searchFields?: readonly ListSearchField[];
  /** Page sizes offered (at most 100); the default is [25, 50, 75, 100]. */
  pageSizes?: readonly number[];
  /** Rows per page at first; spec point 9's 75 unless told otherwise. */
  defaultLimit?: number;
  defaultSort?: ListSort;
  onRowClick?: (row: Row) => void;
  /** Where a row leads: clicking it (or Enter on it) opens the address. */
  getRowHref?: (row: Row) => string;
  getRowClassName?: (row: Row) => string;
  /**
   * Subscribes to live changes: call `updateRows` to change shown rows in place; return the unsubscribe.
   * Pass a stable function (useCallback): a new one subscribes again.
   */
  liveUpdates?: (updateRows: ListRowsUpdater<Row>) => (() => void) | void;
  /** Told the rows shown after each load or live update (to follow them on the socket, say). */
  onRowsChange?: (rows: readonly Row[]) => void;
  /** Changing it loads the current page again (after an import, say). */
  reloadKey?: unknown;
  /**
   * Address keys of filters the page shows beside the list (receiving orders' warehouse and box status):
   * a change of their values loads again, they count as narrowing the list (the "nothing matches" state),
   * and its Clear button removes them with the list's own filters. The page's `load` reads them.
   */
  outsideFilterKeys?: readonly string[];
  /**
   * Checkboxes on the rows shown, for bulk actions (orders: send to process, delete). The page keeps the
   * selection (`selectedRowIds`) and hears every change; rows it cannot act on stay unticked
   * (`isRowSelectable`). The selection covers the page shown: a new page starts unselected.
   */
  selection?: {
    selectedRowIds: readonly GridRowId[];
    onChange: (ids: GridRowId[]) => void;
    isRowSelectable?: (row: Row) => boolean;
  };
  /** The downloaded file's name, without `.csv`; the list id by default. */
  exportFileName?: string;
  sx?: SxProps<Theme>;
}

/** The grid's content area when it has no rows: room for the first load's skeleton, none under the panel. */
const FIRST_LOAD_HEIGHT_PX = 320;
/** The grid draws nothing where rows would be; ListEmptyPanel, under it, says why. */
const NoRowsInGrid = () => null;
const NO_KEYS: readonly string[] = [];

export function DomainList<Row extends GridValidRowModel>({
  listId,
  label,
  columns,
  load,
  getRowId,
  emptyState,
  searchFields = [],
  pageSizes,
  defaultLimit,
  defaultSort,
  onRowClick,
  getRowHref,
  getRowClassName,
  liveUpdates,
  onRowsChange,
  reloadKey,
  outsideFilterKeys = NO_KEYS,
  selection,
  exportFileName,
  sx,
}: DomainListProps<Row>) {
  const intl = useListIntl();
  const navigate = useNavigate();

  // Pages pass new arrays on every render; the schema changes only when what they describe does.
  const schemaKey = JSON.stringify([
    columns.map((c) => [c.field, c.type, c.operators, c.filterable, c.sortable]),
    searchFields.map((s) => s.field),
    pageSizes,
    defaultLimit,
    defaultSort,
  ]);
  const schema = useMemo(
    () =>
      listSchema(columns, {
        searchFields: searchFields.map((s) => s.field),
        pageSizes,
        defaultLimit,
        defaultSort,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schemaKey],
  );
  const { query, outsideFilters, setQuery } = useListUrlState(listId, schema, outsideFilterKeys);

  const gridColumns = useMemo(() => columns.map((column) => toGridColumn(column, intl)), [columns, intl]);
  const [columnVisibility, setColumnVisibility] = useColumnChoice(
    listId,
    columns.map((c) => c.field),
    columns.filter((c) => c.hiddenByDefault).map((c) => c.field),
  );

  const page = useListPage({
    listId,
    query,
    load,
    reloadKey: JSON.stringify([reloadKey ?? null, outsideFilters]),
    liveUpdates,
    onRowsChange,
  });

  // A page past the end (rows deleted since the link was made): show the last page that has rows.
  useEffect(() => {
    if (page.loading || page.failed || page.rows.length > 0 || page.totalRows === 0 || query.page === 1)
      return;
    setQuery({ ...query, page: Math.max(1, Math.ceil(page.totalRows / query.limit)) }, 'replace');
  }, [page, query, setQuery]);

  // The latest query for callbacks the toolbar keeps (the search box's debounced send).
  const queryRef = useRef(query);
  queryRef.current = query;
  const [filterModel, onFilterModelChange] = useGridFilterModel(
    schema,
    query.filters,
    useCallback(
      (filters: ListFilter[]) => setQuery({ ...queryRef.current, filters, page: 1 }, 'replace'),
      [setQuery],
    ),
  );

  const onPaginationModelChange = (model: GridPaginationModel) => {
    if (model.pageSize !== query.limit) setQuery({ ...query, limit: model.pageSize, page: 1 }, 'push');
    else if (model.page + 1 !== query.page) setQuery({ ...query, page: model.page + 1 }, 'push');
  };
  const onSortModelChange = (model: GridSortModel) => {
    const [first] = model;
    const sort: ListSort | undefined = first?.sort
      ? { field: first.field, direction: first.sort }
      : undefined;
    setQuery({ ...query, sort, page: 1 }, 'push');
  };
  const onSearchChange = useCallback(
    (search: ListSearch | undefined) => {
      const current = queryRef.current;
      if (JSON.stringify(search) === JSON.stringify(current.search)) return;
      setQuery({ ...current, search, page: 1 }, 'replace');
    },
    [setQuery],
  );

  // The grid takes a new model object as a change: give it the same one while the query is the same.
  const { limit, sort } = query;
  const paginationModel = useMemo(() => ({ page: query.page - 1, pageSize: limit }), [query.page, limit]);
  const sortModel = useMemo<GridSortModel>(
    () => (sort ? [{ field: sort.field, sort: sort.direction }] : []),
    [sort?.field, sort?.direction], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const localeText = useMemo(
    () => listLocaleText(intl, { totalRowsExact: page.totalRowsExact }),
    [intl, page.totalRowsExact],
  );

  const context: ListContextValue = {
    searchFields,
    search: query.search,
    onSearchChange,
    narrowed: query.filters.length > 0 || query.search !== undefined || outsideFilters.some(Boolean),
    clearNarrowing: () =>
      setQuery({ ...query, filters: [], search: undefined, page: 1 }, 'push', outsideFilterKeys),
    filterCount: query.filters.length,
    emptyState,
    failed: page.failed,
    refusal: page.refusal,
    retry: page.retry,
    exportFileName: exportFileName ?? listId,
  };

  const openRow = (row: Row) => {
    onRowClick?.(row);
    if (getRowHref) navigate(getRowHref(row));
  };
  const rowsLeadSomewhere = Boolean(onRowClick || getRowHref);
  const selectedIds = selection?.selectedRowIds;
  const rowSelectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selectedIds ?? []) }),
    [selectedIds],
  );
  // The header checkbox may answer "all but these" (exclude): the page's rows are what "all" means here.
  const onRowSelectionModelChange = (model: GridRowSelectionModel) => {
    if (!selection) return;
    const ids =
      model.type === 'include'
        ? [...model.ids]
        : page.rows
            .filter((row) => !selection.isRowSelectable || selection.isRowSelectable(row))
            .map(getRowId)
            .filter((id) => !model.ids.has(id));
    selection.onChange(ids);
  };
  // A page past the end has rows elsewhere: the effect above moves there, with no panel meanwhile.
  const showPanel = !page.loading && page.rows.length === 0 && (page.failed || page.totalRows === 0);

  return (
    <RawIntlProvider value={intl}>
      <ListContext.Provider value={context}>
        <Box
          sx={[
            { display: 'flex', flexDirection: 'column', width: '100%' },
            ...(Array.isArray(sx) ? sx : [sx]),
          ]}
        >
          <DataGrid<Row>
            aria-label={label}
            rows={page.rows}
            columns={gridColumns}
            getRowId={getRowId}
            rowCount={page.totalRows}
            loading={page.loading}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            paginationModel={paginationModel}
            onPaginationModelChange={onPaginationModelChange}
            pageSizeOptions={schema.pageSizes}
            sortModel={sortModel}
            onSortModelChange={onSortModelChange}
            filterModel={filterModel}
            onFilterModelChange={onFilterModelChange}
            columnVisibilityModel={columnVisibility}
            onColumnVisibilityModelChange={setColumnVisibility}
            localeText={localeText}
            showToolbar
            slots={{ toolbar: ListToolbar, noRowsOverlay: NoRowsInGrid }}
            hideFooter={showPanel}
            slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
            disableRowSelectionOnClick
            {...(selection
              ? {
                  checkboxSelection: true,
                  rowSelectionModel,
                  onRowSelectionModelChange,
                  isRowSelectable: selection.isRowSelectable
                    ? (params: { row: Row }) => selection.isRowSelectable!(params.row)
                    : undefined,
                }
              : {})}
            onRowClick={rowsLeadSomewhere ? (params) => openRow(params.row) : undefined}
            onCellKeyDown={
              rowsLeadSomewhere
                ? (params, event) => {
                    if (event.key === 'Enter') openRow(params.row);
                  }
                : undefined
            }
            getRowClassName={getRowClassName ? (params) => getRowClassName(params.row) : undefined}
            sx={{
              '--DataGrid-overlayHeight': showPanel ? '0px' : `${FIRST_LOAD_HEIGHT_PX}px`,
              ...(showPanel ? { borderBottomLeftRadius: 0, borderBottomRightRadius: 0 } : {}),
              ...(rowsLeadSomewhere ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
            }}
          />
          {showPanel && <ListEmptyPanel />}
        </Box>
      </ListContext.Provider>
    </RawIntlProvider>
  );
}
