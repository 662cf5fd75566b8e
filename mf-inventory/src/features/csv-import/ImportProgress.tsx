import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { JobState } from './useImportJob';
import { CountChips } from './CountChips';
import { importResultOf, isFinished, progressPercent } from './csvImport.rules';

export interface ImportProgressProps {
  job: JobState | null;
  /** The file's rows, until the job says how many it counted. */
  rows: number;
  onDownloadRejected: () => void;
}

/** The running import's progress bar, then its result (counts, the rejected rows to download) or its failure. */
export function ImportProgress({ job, rows, onDownloadRejected }: ImportProgressProps) {
  const intl = useIntl();
  const total = job?.total ?? rows;
  const current = job?.current ?? 0;
  if (!job || !isFinished(job.status)) {
    return (
      <Stack spacing={1} aria-live="polite">
        <Typography component="h2" variant="h6">
          <FormattedMessage id="inventory.imports.importing" />
        </Typography>
        <LinearProgress
          variant="determinate"
          value={progressPercent(current, total)}
          aria-label={intl.formatMessage({ id: 'inventory.imports.progressLabel' })}
        />
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="inventory.imports.progress" values={{ current, total }} />
        </Typography>
      </Stack>
    );
  }
  const result = importResultOf(job.result);
  if (job.status !== 'succeeded' || !result) {
    return (
      <Alert severity="error" role="alert">
        <FormattedMessage id="inventory.imports.failed" />
        {job.error ? <Box>{job.error}</Box> : null}
      </Alert>
    );
  }
  return (
    <Stack spacing={2} aria-live="polite">
      <Typography component="h2" variant="h6">
        <FormattedMessage id="inventory.imports.done" />
      </Typography>
      <CountChips counts={result} stage="result" />
      {result.rejected > 0 && (
        <Box>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onDownloadRejected}>
            <FormattedMessage id="inventory.imports.downloadRejected" />
          </Button>
        </Box>
      )}
    </Stack>
  );
}
