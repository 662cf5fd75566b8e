import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { ImportPreview } from '@estiba/api/contract';
import { bus } from '@estiba/shared';
import { failureMessage, UiText, type UiMessage } from '../orders-common';
import { FilePicker } from './FilePicker';
import { keepDraft } from './importDraft';
import { downloadCsv, previewOrdersImport, TEMPLATE_PATH } from './orderImport.api';
import {
  checkOrdersCsv,
  fileProblem,
  ordersToCreate,
  PROBLEM_ROWS_SHOWN,
  type BrowserCheck,
  type OrderReasonCode,
} from './orderImport.rules';
import { ProblemRows, type ProblemRow } from './ProblemRows';

type Step =
  | { name: 'choose'; problem: UiMessage | null }
  | { name: 'checking'; file: File; check: BrowserCheck | null }
  | { name: 'checked'; file: File; check: BrowserCheck | null; preview: ImportPreview }
  | { name: 'refused'; file: File; check: BrowserCheck | null; problem: UiMessage };

/** The file's text, through FileReader (what every browser, and the tests' jsdom, can do). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file, 'utf-8');
  });
}

async function checkInBrowser(file: File): Promise<BrowserCheck | null> {
  try {
    return checkOrdersCsv(await readText(file));
  } catch {
    // The API's check says what is wrong with the file; the browser's is a head start.
    return null;
  }
}

const browserProblems = (check: BrowserCheck): ProblemRow[] =>
  check.rows.flatMap((row) =>
    row.problem ? [{ line: row.line, cells: row.cells, problem: row.problem }] : [],
  );

const serverProblems = (preview: ImportPreview): ProblemRow[] =>
  preview.rejected.map((row) => ({
    line: row.line,
    cells: row.cells,
    problem: {
      code: row.code as OrderReasonCode,
      column: row.column,
      value: row.value,
      message: row.message,
    },
  }));

/**
 * `/orders/import`: the template, a CSV chosen or dropped, each row checked in the browser at once (papaparse and
 * the import's cell rules: bad rows flagged with their reasons), then by the API against the catalogue, warehouses
 * and existing orders (nothing written). Continue goes to the overview of what will be created.
 */
export function OrderImportPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'choose', problem: null });

  const downloadTemplate = () =>
    downloadCsv(TEMPLATE_PATH, 'orders-template.csv').catch((error: unknown) => {
      const message = failureMessage(error);
      bus.emit('notify', {
        ...('text' in message ? { text: message.text } : { id: message.id }),
        severity: 'error',
      });
    });

  const choose = async (file: File) => {
    const problem = fileProblem(file);
    if (problem) return setStep({ name: 'choose', problem });
    setStep({ name: 'checking', file, check: null });
    const check = await checkInBrowser(file);
    setStep({ name: 'checking', file, check });
    try {
      setStep({ name: 'checked', file, check, preview: await previewOrdersImport(file) });
    } catch (error) {
      setStep({ name: 'refused', file, check, problem: failureMessage(error) });
    }
  };

  const check = 'check' in step ? step.check : null;
  const problems =
    step.name === 'checked' ? serverProblems(step.preview) : check ? browserProblems(check) : [];
  const problemCount = step.name === 'checked' ? step.preview.counts.rejected : problems.length;

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        <FormattedMessage id="orders.import.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="orders.import.intro" />
      </Typography>
      <Button
        variant="text"
        startIcon={<DownloadIcon />}
        onClick={() => void downloadTemplate()}
        sx={{ mb: 2 }}
      >
        <FormattedMessage id="orders.import.template" />
      </Button>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={3}>
          <FilePicker onFile={(file) => void choose(file)} disabled={step.name === 'checking'} />
          {step.name === 'choose' && step.problem && (
            <Alert severity="error" role="alert">
              <UiText message={step.problem} />
            </Alert>
          )}
          {'file' in step && (
            <Typography>
              <FormattedMessage
                id="orders.import.file.chosen"
                values={{ fileName: step.file.name, rows: check?.rows.length ?? 0 }}
              />
            </Typography>
          )}
          {check && (check.missingColumns.length > 0 || check.unknownColumns.length > 0) && (
            <Alert severity="error">
              {check.missingColumns.length > 0 && (
                <FormattedMessage
                  id="orders.import.header.missing"
                  values={{ columns: check.missingColumns.join(', ') }}
                />
              )}{' '}
              {check.unknownColumns.length > 0 && (
                <FormattedMessage
                  id="orders.import.header.unknown"
                  values={{ columns: check.unknownColumns.join(', ') }}
                />
              )}
            </Alert>
          )}
          {step.name === 'checking' && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={20} />
              <Typography>
                <FormattedMessage id="orders.import.checking" />
              </Typography>
            </Stack>
          )}
          {step.name === 'refused' && (
            <Alert severity="error" role="alert">
              <UiText message={step.problem} />
            </Alert>
          )}
          {step.name === 'checked' && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Chip
                color="success"
                variant="outlined"
                label={
                  <FormattedMessage
                    id="orders.import.summary.orders"
                    values={{ count: ordersToCreate(step.preview) }}
                  />
                }
              />
              <Chip
                color={problemCount > 0 ? 'error' : 'default'}
                variant="outlined"
                label={
                  <FormattedMessage id="orders.import.summary.problems" values={{ count: problemCount }} />
                }
              />
            </Stack>
          )}
          {problems.length > 0 && (
            <ProblemRows
              caption={
                <>
                  <FormattedMessage id="orders.import.problemRows" />
                  {problemCount > Math.min(problems.length, PROBLEM_ROWS_SHOWN) && (
                    <>
                      {' '}
                      <FormattedMessage
                        id="orders.import.problemRowsMore"
                        values={{ shown: Math.min(problems.length, PROBLEM_ROWS_SHOWN), total: problemCount }}
                      />
                    </>
                  )}
                </>
              }
              rows={problems.slice(0, PROBLEM_ROWS_SHOWN)}
            />
          )}
          {step.name === 'checked' && problemCount === 0 && (
            <Alert severity="success">
              <FormattedMessage id="orders.import.allGood" />
            </Alert>
          )}
          {step.name === 'checked' && ordersToCreate(step.preview) === 0 && (
            <Alert severity="warning">
              <FormattedMessage id="orders.import.nothingToImport" />
            </Alert>
          )}
          {step.name === 'checked' && (
            <Box>
              <Button
                variant="contained"
                disabled={ordersToCreate(step.preview) === 0}
                onClick={() => {
                  keepDraft({ file: step.file, preview: step.preview });
                  void navigate('/orders/import/overview');
                }}
              >
                <FormattedMessage id="orders.import.continue" />
              </Button>
            </Box>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
