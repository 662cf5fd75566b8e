// The grid's own texts in the page's language: its Spanish translation (esES, the one it has) for every
// Spanish locale, English otherwise, with our words where the list shows its own controls.
import type { GridLocaleText } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import type { IntlShape } from 'react-intl';

export function listLocaleText(intl: IntlShape): Partial<GridLocaleText> {
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
  };
}
