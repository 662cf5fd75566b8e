import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Chip } from '@mui/material';
import { useBusEvent, type Charge } from '../billing-common';
import { DisputeChargeDialog } from './DisputeChargeDialog';
import { DisputeThreadDialog } from './DisputeThreadDialog';
import type { DisputeStatus, DisputeSummary } from './disputes.api';

export interface ChargeDisputeActionProps {
  charge: Pick<
    Charge,
    'id' | 'kind' | 'amountCents' | 'creditedCents' | 'currency' | 'sourceLabel' | 'occurredAt' | 'dispute'
  >;
  /** Called once a dispute was opened (the list may load again to show it). */
  onOpened?: (dispute: DisputeSummary) => void;
}

const isStatus = (value: string): value is DisputeStatus => ['open', 'rejected', 'credited'].includes(value);

/**
 * What a charge's row shows about disputes: "Dispute" opening the dialog (not for a credit line, nor a charge
 * credited in full), or, once disputed, the dispute's status as a button opening its thread; after a closed
 * dispute the charge may be disputed again.
 */
export function ChargeDisputeAction({ charge, onOpened }: ChargeDisputeActionProps) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [threadId, setThreadId] = useState<string | null>(null);
  const [opened, setOpened] = useState<DisputeSummary | null>(null);
  // The dispute opened here until the list brings the row again with it; then the row's (fresher) own.
  const shown =
    opened && charge.dispute?.id !== opened.id ? { id: opened.id, status: opened.status } : charge.dispute;
  // Staff's answer arrives on the bus before (or without) the list loading again: the chip follows it.
  const [live, setLive] = useState<{ id: string; status: DisputeStatus } | null>(null);
  useBusEvent('charge_dispute.changed', (payload) => {
    if (shown && payload.disputeId === shown.id && payload.status)
      setLive({ id: shown.id, status: payload.status });
  });
  const dispute = shown && live?.id === shown.id ? live : shown;
  const disputable =
    charge.kind !== 'credit' && charge.amountCents + charge.creditedCents > 0 && dispute?.status !== 'open';

  return (
    <>
      {dispute && isStatus(dispute.status) && (
        <Chip
          size="small"
          clickable
          onClick={() => setThreadId(dispute.id)}
          color={
            dispute.status === 'open' ? 'warning' : dispute.status === 'credited' ? 'success' : 'default'
          }
          label={intl.formatMessage(
            { id: 'billing.disputes.action.status' },
            { status: intl.formatMessage({ id: `billing.disputes.status.${dispute.status}` }) },
          )}
        />
      )}
      {disputable && (
        <Button size="small" onClick={() => setAsking(true)}>
          <FormattedMessage id="billing.disputes.dispute" />
        </Button>
      )}
      {asking && (
        <DisputeChargeDialog
          charge={charge}
          open
          onClose={() => setAsking(false)}
          onOpened={(created) => {
            setAsking(false);
            setOpened(created);
            setThreadId(created.id);
            onOpened?.(created);
          }}
        />
      )}
      <DisputeThreadDialog disputeId={threadId} onClose={() => setThreadId(null)} />
    </>
  );
}
