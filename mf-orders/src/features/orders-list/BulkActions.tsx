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
  List,
  ListItem,
  Typography,
} from '@mui/material';
import {
  deleteFailureMessage,
  deleteOrders,
  failureMessage,
  outcomeMessage,
  processOrders,
  statusMessageId,
  UiText,
  type BulkOrderOutcome,
  type UiMessage,
} from '../orders-common';

type BulkKind = 'process' | 'delete';

interface Outcomes {
  kind: BulkKind;
  results: BulkOrderOutcome[];
}

/**
 * The bulk actions on the ticked orders: Send to process and Delete (after a confirmation), then each order's
 * outcome, done or refused with the server's reason; a refused delete of a merchant with no store reads spec
 * point 8's 'Please integrate a store so we can fetch your orders'.
 */
export function BulkActions({
  selectedIds,
  referenceOf,
  onDone,
}: {
  selectedIds: readonly string[];
  /** The order's reference as the list shows it (the id when it is no longer shown). */
  referenceOf: (orderId: string) => string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState<BulkKind | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcomes | null>(null);
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const count = selectedIds.length;

  const run = async (kind: BulkKind) => {
    setConfirmingDelete(false);
    setBusy(kind);
    setFailure(null);
    setOutcomes(null);
    try {
      const ids = [...selectedIds];
      const answer = kind === 'process' ? await processOrders(ids) : await deleteOrders(ids);
      setOutcomes({ kind, results: answer.results });
      onDone();
    } catch (error) {
      setFailure(kind === 'delete' ? deleteFailureMessage(error) : failureMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const done = outcomes?.results.filter((result) => result.ok) ?? [];
  const refused = outcomes?.results.filter((result) => !result.ok) ?? [];

  return (
    <Box sx={{ mb: 2 }}>
      {count > 0 && (
        <Box
          role="toolbar"
          aria-label={intl.formatMessage({ id: 'orders.bulk.toolbar' })}
          sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography>
            <FormattedMessage id="orders.bulk.selected" values={{ count }} />
          </Typography>
          <Button variant="contained" disabled={busy !== null} onClick={() => void run('process')}>
            <FormattedMessage id="orders.actions.sendToProcess" />
          </Button>
          <Button
            color="error"
            variant="outlined"
            disabled={busy !== null}
            onClick={() => setConfirmingDelete(true)}
          >
            <FormattedMessage id="orders.actions.delete" />
          </Button>
        </Box>
      )}
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          <UiText message={failure} />
        </Alert>
      )}
      {outcomes && (
        <Alert
          severity={refused.length === 0 ? 'success' : done.length === 0 ? 'error' : 'warning'}
          role={refused.length ? 'alert' : 'status'}
          onClose={() => setOutcomes(null)}
        >
          <FormattedMessage
            id={`orders.bulk.outcome.${outcomes.kind}`}
            values={{ done: done.length, refused: refused.length }}
          />
          <List dense aria-label={intl.formatMessage({ id: 'orders.bulk.outcomes' })}>
            {outcomes.results.map((result) => (
              <ListItem key={result.orderId} disableGutters sx={{ py: 0 }}>
                {referenceOf(result.orderId)}
                {': '}
                {result.ok ? (
                  result.warehouseStatus === 'no_stock' ? (
                    <FormattedMessage id={statusMessageId('warehouse', 'no_stock')} />
                  ) : (
                    <FormattedMessage id={`orders.bulk.done.${outcomes.kind}`} />
                  )
                ) : (
                  <UiText message={outcomeMessage(result)} />
                )}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      <Dialog
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        aria-labelledby="delete-orders-title"
      >
        <DialogTitle id="delete-orders-title">
          <FormattedMessage id="orders.bulk.confirmDelete.title" values={{ count }} />
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <FormattedMessage id="orders.bulk.confirmDelete.text" />
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingDelete(false)}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button color="error" variant="contained" onClick={() => void run('delete')}>
            <FormattedMessage id="orders.actions.delete" />
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
