// The grid's own texts in the page's language: its Spanish translation (esES, the one it has) for every
// Spanish locale, English otherwise, with our words where the list shows its own controls.
import type { GridLocaleText } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import type { IntlShape } from 'react-intl';

export function listLocaleText(
  intl: IntlShape,
  { totalRowsExact = true }: { totalRowsExact?: boolean } = {},
): Partial<GridLocaleText> {
  const base: Partial<GridLocaleText> = intl.locale.startsWith('es')
    ? esES.components.MuiDataGrid.defaultProps.localeText
    : {};
  const text = (id: string) => intl.formatMessage({ id });
  return {
    ...base,
    toolbarColumns: text('list.toolbar.columns'),
    toolbarColumnsLabel: text('list.toolbar.columns'),
    toolbarFilters: text('list.toolbar.filters'),
    toolbarFiltersLabel: text('list.toolbar.filters'),
    toolbarExport: text('list.toolbar.export'),
    toolbarExportLabel: text('list.toolbar.export'),
    toolbarExportCSV: text('list.toolbar.export'),
    noRowsLabel: text('list.empty.title'),
    // A count the server stopped at a ceiling reads as at least that many ("1–75 of 10,000+").
    ...(totalRowsExact
      ? {}
      : {
          paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
            intl.formatMessage(
              { id: 'list.pager.atLeast' },
              { from: intl.formatNumber(from), to: intl.formatNumber(to), count: intl.formatNumber(count) },
            ),
        }),
  };
}
