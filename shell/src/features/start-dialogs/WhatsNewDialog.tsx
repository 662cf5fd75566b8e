import { useId, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Tooltip,
  Typography,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { stepControls, type WhatsNewStep } from './whatsNew';

export interface WhatsNewDialogProps {
  open: boolean;
  steps: readonly WhatsNewStep[];
  /** Closing sends the seen ids; only reachable on the last step. */
  onClose: () => void;
}

/** Spec point 4's What's New: the new features one step at a time; closed only once the last is shown. */
export function WhatsNewDialog({ open, steps, onClose }: WhatsNewDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const at = Math.min(index, Math.max(steps.length - 1, 0));
  const step = steps[at];
  const { canGoBack, canGoNext, canClose } = stepControls(at, steps.length);
  if (!step) return null;

  const close = canClose ? onClose : undefined;
  const closeButton = (
    <Button onClick={close} disabled={!canClose} variant="contained">
      <FormattedMessage id="shell.whatsNew.close" />
    </Button>
  );
  return (
    // Escape and the backdrop close it only where the Close button would (the last step).
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        <FormattedMessage id="shell.whatsNew.title" />
      </DialogTitle>
      <DialogContent>
        <Typography variant="overline" component="p" aria-live="polite">
          <FormattedMessage id="shell.whatsNew.step" values={{ current: at + 1, total: steps.length }} />
        </Typography>
        <Typography variant="h6" component="h3" gutterBottom>
          {step.topic}
        </Typography>
        {step.imageUrl && (
          // The description beside it says what the image shows.
          <Box
            component="img"
            src={step.imageUrl}
            alt=""
            sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, mx: 'auto', mb: 2 }}
          />
        )}
        <Typography>{step.description}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setIndex(at - 1)} disabled={!canGoBack}>
          <FormattedMessage id="shell.whatsNew.back" />
        </Button>
        <Button onClick={() => setIndex(at + 1)} disabled={!canGoNext}>
          <FormattedMessage id="shell.whatsNew.next" />
        </Button>
        {canClose ? (
          closeButton
        ) : (
          // A disabled button gets no pointer events: the tooltip listens on its wrapper.
          <Tooltip title={intl.formatMessage({ id: 'shell.whatsNew.closeTooltip' })} describeChild>
            <span>{closeButton}</span>
          </Tooltip>
        )}
      </DialogActions>
    </Dialog>
  );
}
