// The list's toolbar: the free search when the list has one, the columns and filter panels, and the
// CSV download of what is shown (the grid's own export: the visible columns of the rows on this page,
// formatted as displayed, formulas escaped).
import { Badge, Box } from '@mui/material';
import {
  ColumnsPanelTrigger,
  ExportCsv,
  FilterPanelTrigger,
  GridDownloadIcon,
  GridFilterListIcon,
  GridViewColumnIcon,
  Toolbar,
} from '@mui/x-data-grid';
import { useIntl } from 'react-intl';
import { useListContext } from './listContext';
import { ListSearchBox } from './ListSearchBox';

export function ListToolbar() {
  const intl = useIntl();
  const { searchFields, exportFileName, filterCount } = useListContext();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <Toolbar style={{ gap: 8, flexWrap: 'wrap', minHeight: 56, height: 'auto', padding: 8 }}>
      {searchFields.length > 0 && <ListSearchBox />}
      <Box sx={{ flex: 1 }} />
      <ColumnsPanelTrigger startIcon={<GridViewColumnIcon fontSize="small" />}>
        {text('list.toolbar.columns')}
      </ColumnsPanelTrigger>
      <FilterPanelTrigger
        startIcon={
          // The dot tells a filter is on; the button keeps its name.
          <Badge color="primary" variant="dot" invisible={filterCount === 0}>
            <GridFilterListIcon fontSize="small" />
          </Badge>
        }
      >
        {text('list.toolbar.filters')}
      </FilterPanelTrigger>
      <ExportCsv
        startIcon={<GridDownloadIcon fontSize="small" />}
        options={{ fileName: exportFileName, utf8WithBom: true }}
      >
        {text('list.toolbar.export')}
      </ExportCsv>
    </Toolbar>
  );
}
