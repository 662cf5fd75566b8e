import { FormattedMessage } from 'react-intl';
import { Alert, Stack, Typography } from '@mui/material';
import type { ImportPreview } from '@estiba/api/contract';
import { UiText } from '../inventory-common';
import { CountChips } from './CountChips';
import { reasonMessage, rowsToWrite } from './csvImport.rules';
import { RowsTable } from './RowsTable';

/** What an import of the file would do, before anything is written: the counts and each bad row's reason. */
export function PreviewReport({ preview }: { preview: ImportPreview }) {
  const { counts, rejected } = preview;
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        <FormattedMessage id="inventory.imports.preview.title" />
      </Typography>
      <CountChips counts={counts} stage="preview" />
      {rowsToWrite(counts) === 0 && (
        <Alert severity="warning">
          <FormattedMessage id="inventory.imports.nothingToImport" />
        </Alert>
      )}
      {rejected.length > 0 && (
        <RowsTable
          caption={
            <>
              <FormattedMessage id="inventory.imports.rejectedRows" />
              {counts.rejected > rejected.length && (
                <>
                  {' '}
                  <FormattedMessage
                    id="inventory.imports.rejectedMore"
                    values={{ shown: rejected.length, total: counts.rejected }}
                  />
                </>
              )}
            </>
          }
          header={[
            <FormattedMessage key="line" id="inventory.imports.column.line" />,
            <FormattedMessage key="reason" id="inventory.imports.column.reason" />,
            <FormattedMessage key="cells" id="inventory.imports.column.cells" />,
          ]}
          rows={rejected.map((row) => ({
            key: row.line,
            cells: [
              row.line,
              <UiText key="reason" message={reasonMessage(row)} />,
              Object.values(row.cells).join(' · '),
            ],
          }))}
        />
      )}
    </Stack>
  );
}
