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

/** A new subscription's signing secret, shown this once, with a button that copies it. */
export function WebhookSecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const intl = useIntl();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      // Clipboard access refused: the field stays selectable by hand.
      setCopied('failed');
    }
  };

  const close = () => {
    setCopied(null);
    onClose();
  };

  return (
    <Dialog
      open={secret !== null}
      onClose={close}
      aria-labelledby="webhook-secret-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="webhook-secret-title">
        <FormattedMessage id="settings.webhooks.secret.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage id="settings.webhooks.secret.once" />
        </DialogContentText>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2 }}>
          <TextField
            label={intl.formatMessage({ id: 'settings.webhooks.secret.label' })}
            value={secret ?? ''}
            fullWidth
            slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
            onFocus={(event) => event.target.select()}
          />
          <Button variant="outlined" onClick={() => void copy()}>
            <FormattedMessage id="settings.webhooks.secret.copy" />
          </Button>
        </Box>
        <Box role="status" aria-live="polite" sx={{ mt: 1, minHeight: 24 }}>
          {copied === 'yes' && (
            <Alert severity="success" sx={{ py: 0 }}>
              <FormattedMessage id="settings.webhooks.secret.copied" />
            </Alert>
          )}
          {copied === 'failed' && (
            <Alert severity="warning" sx={{ py: 0 }}>
              <FormattedMessage id="settings.webhooks.secret.copyFailed" />
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>
          <FormattedMessage id="settings.webhooks.secret.done" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
