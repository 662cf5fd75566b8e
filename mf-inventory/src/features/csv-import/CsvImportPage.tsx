import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { ImportPreview } from '@estiba/api/contract';
import { bus } from '@estiba/shared';
import { failureMessage, UiText, type UiMessage } from '../inventory-common';
import { downloadCsv, previewImport, rejectedRowsPath, startImport, templatePath } from './csvImport.api';
import { fileProblem, glanceAtCsv, rowsToWrite, type FileGlance } from './csvImport.rules';
import { FilePicker } from './FilePicker';
import { IMPORT_KIND_SCREENS, type InventoryImportKind } from './importKinds';
import { ImportProgress } from './ImportProgress';
import { PreviewReport } from './PreviewReport';
import { RowsTable } from './RowsTable';
import { useImportJob } from './useImportJob';

type Step =
  | { name: 'choose'; problem: UiMessage | null }
  | { name: 'checking'; file: File; glance: FileGlance | null }
  | { name: 'checked'; file: File; glance: FileGlance | null; preview: ImportPreview }
  | { name: 'refused'; file: File; glance: FileGlance | null; problem: UiMessage }
  | { name: 'starting'; file: File; glance: FileGlance | null; preview: ImportPreview }
  | { name: 'importing'; file: File; jobId: string; rows: number; replayed: boolean };

/** The file's text, through FileReader (what every browser, and the tests' jsdom, can do). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file, 'utf-8');
  });
}

async function readGlance(file: File): Promise<FileGlance | null> {
  try {
    return glanceAtCsv(await readText(file));
  } catch {
    // The API's check says what is wrong with the file; the glance is only a courtesy.
    return null;
  }
}

/**
 * The CSV import of one kind (/product/create/massive, /posts/import, /bundles/import, /linking/import): the
 * template, a file chosen or dropped, its first rows as the browser reads them, the API's check of every row
 * (nothing written yet) with each bad row's reason, then the import as a job with its progress bar, and its result
 * with the rejected rows to download.
 */
export function CsvImportPage({ kind }: { kind: InventoryImportKind }) {
  const screen = IMPORT_KIND_SCREENS[kind];
  const [step, setStep] = useState<Step>({ name: 'choose', problem: null });
  const job = useImportJob(step.name === 'importing' ? step.jobId : null);

  const download = (path: string, fileName: string) =>
    downloadCsv(path, fileName).catch((error: unknown) => {
      const message = failureMessage(error);
      bus.emit('notify', {
        ...('text' in message ? { text: message.text } : { id: message.id }),
        severity: 'error',
      });
    });

  const choose = async (file: File) => {
    const problem = fileProblem(file);
    if (problem) return setStep({ name: 'choose', problem });
    setStep({ name: 'checking', file, glance: null });
    const glance = await readGlance(file);
    setStep({ name: 'checking', file, glance });
    try {
      setStep({ name: 'checked', file, glance, preview: await previewImport(kind, file) });
    } catch (error) {
      setStep({ name: 'refused', file, glance, problem: failureMessage(error) });
    }
  };

  const start = async (file: File, glance: FileGlance | null, preview: ImportPreview) => {
    setStep({ name: 'starting', file, glance, preview });
    try {
      const accepted = await startImport(kind, file);
      setStep({
        name: 'importing',
        file,
        jobId: accepted.jobId,
        rows: accepted.rows,
        replayed: accepted.replayed,
      });
    } catch (error) {
      setStep({ name: 'refused', file, glance, problem: failureMessage(error) });
    }
  };

  const glance = 'glance' in step ? step.glance : null;
  const busy = step.name === 'checking' || step.name === 'starting';

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        <FormattedMessage id={screen.titleId} />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id={screen.introId} />
      </Typography>
      <Button
        variant="text"
        startIcon={<DownloadIcon />}
        onClick={() => void download(templatePath(kind), `${kind}-template.csv`)}
        sx={{ mb: 2 }}
      >
        <FormattedMessage id="inventory.imports.template" />
      </Button>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={3}>
          {step.name === 'importing' ? (
            <>
              {step.replayed && (
                <Alert severity="info">
                  <FormattedMessage id="inventory.imports.replayed" />
                </Alert>
              )}
              <ImportProgress
                job={job}
                rows={step.rows}
                onDownloadRejected={() =>
                  void download(
                    rejectedRowsPath(step.jobId),
                    step.file.name.replace(/\.csv$/i, '') + '-rejected.csv',
                  )
                }
              />
              {job?.status === 'succeeded' || job?.status === 'failed' ? (
                <Box>
                  <Button variant="outlined" onClick={() => setStep({ name: 'choose', problem: null })}>
                    <FormattedMessage id="inventory.imports.importAnother" />
                  </Button>
                </Box>
              ) : null}
            </>
          ) : (
            <>
              <FilePicker onFile={(file) => void choose(file)} disabled={busy} />
              {step.name === 'choose' && step.problem && (
                <Alert severity="error" role="alert">
                  <UiText message={step.problem} />
                </Alert>
              )}
              {'file' in step && (
                <Typography>
                  <FormattedMessage
                    id="inventory.imports.file.chosen"
                    values={{ fileName: step.file.name, rows: glance?.rowCount ?? 0 }}
                  />
                </Typography>
              )}
              {glance && glance.firstRows.length > 0 && (
                <RowsTable
                  caption={<FormattedMessage id="inventory.imports.firstRows" />}
                  header={glance.header}
                  rows={glance.firstRows.map((cells, i) => ({ key: i, cells }))}
                />
              )}
              {step.name === 'checking' && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
                  <CircularProgress size={20} />
                  <Typography>
                    <FormattedMessage id="inventory.imports.checking" />
                  </Typography>
                </Stack>
              )}
              {step.name === 'refused' && (
                <Alert severity="error" role="alert">
                  <UiText message={step.problem} />
                </Alert>
              )}
              {(step.name === 'checked' || step.name === 'starting') && (
                <>
                  <PreviewReport preview={step.preview} />
                  <Box>
                    <Button
                      variant="contained"
                      disabled={busy || rowsToWrite(step.preview.counts) === 0}
                      onClick={() => void start(step.file, step.glance, step.preview)}
                    >
                      <FormattedMessage
                        id="inventory.imports.import"
                        values={{ count: rowsToWrite(step.preview.counts) }}
                      />
                    </Button>
                  </Box>
                </>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
