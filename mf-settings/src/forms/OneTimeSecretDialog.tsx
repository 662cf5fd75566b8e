import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';

/**
 * A secret shown this once (an API token, a webhook's signing secret: the API keeps only its hash or sealed copy),
 * with a button that copies it. Each caller brings its own texts: `{messagePrefix}.title`, `.once`, `.label`,
 * `.copy`, `.copied`, `.copyFailed` and `.done`.
 */
export function OneTimeSecretDialog({
  secret,
  onClose,
  dialogId,
  messagePrefix,
}: {
  secret: string | null;
  onClose: () => void;
  /** The title's element id (the dialog is labelled by it). */
  dialogId: string;
  messagePrefix: string;
}) {
  const intl = useIntl();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      // Clipboard access refused (permissions, an insecure page): the field stays selectable by hand.
      setCopied('failed');
    }
  };

  const close = () => {
    setCopied(null);
    onClose();
  };

  return (
    <Dialog open={secret !== null} onClose={close} aria-labelledby={dialogId} fullWidth maxWidth="sm">
      <DialogTitle id={dialogId}>
        <FormattedMessage id={`${messagePrefix}.title`} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage id={`${messagePrefix}.once`} />
        </DialogContentText>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2 }}>
          <TextField
            label={intl.formatMessage({ id: `${messagePrefix}.label` })}
            value={secret ?? ''}
            fullWidth
            slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
            onFocus={(event) => event.target.select()}
          />
          <Button variant="outlined" onClick={() => void copy()}>
            <FormattedMessage id={`${messagePrefix}.copy`} />
          </Button>
        </Box>
        <Box role="status" aria-live="polite" sx={{ mt: 1, minHeight: 24 }}>
          {copied === 'yes' && (
            <Alert severity="success" sx={{ py: 0 }}>
              <FormattedMessage id={`${messagePrefix}.copied`} />
            </Alert>
          )}
          {copied === 'failed' && (
            <Alert severity="warning" sx={{ py: 0 }}>
              <FormattedMessage id={`${messagePrefix}.copyFailed`} />
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close}>
          <FormattedMessage id={`${messagePrefix}.done`} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
