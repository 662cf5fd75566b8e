import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Alert, Box, Paper, Typography } from '@mui/material';
import type { ReceivingBox } from '@estiba/api/contract';
import { BoxStatusChip } from '../inventory-common';
import { BoxTimeline } from './BoxTimeline';
import { ReceivingDeadline } from './ReceivingDeadline';
import { ReceivingLinesTable } from './ReceivingLinesTable';

/**
 * One box: its status, what it holds (expected, received, damaged, unexpected), its timeline and deadline; the
 * same card on the merchant's order page and the staff's, where `action` (receive or open the box) follows the
 * status.
 */
export function ReceivingBoxCard({
  box,
  boxCount,
  action,
}: {
  box: ReceivingBox;
  boxCount: number;
  action?: ReactNode;
}) {
  const headingId = `box-${box.id}`;
  const timelineId = `box-${box.id}-timeline`;
  // The countdown runs while an arrived box waits to be counted.
  const waiting = box.receivingDeadline && box.status !== 'received' && box.status !== 'with_discrepancy';
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h3" variant="subtitle1" id={headingId} sx={{ fontWeight: 600 }}>
          <FormattedMessage
            id="inventory.orderDetail.boxOf"
            values={{ number: box.number, total: boxCount, barcode: box.barcode }}
          />
        </Typography>
        <BoxStatusChip status={box.status} />
        {action}
      </Box>
      {waiting && box.receivingDeadline && <ReceivingDeadline deadline={box.receivingDeadline} />}
      {box.discrepancyNote && (
        // Static content, not a new problem to announce: a note rather than MUI's default role alert.
        <Alert severity={box.discrepancyResolvedAt ? 'info' : 'warning'} role="note" sx={{ my: 1 }}>
          <FormattedMessage
            id="inventory.orderDetail.discrepancyNote"
            values={{ note: box.discrepancyNote }}
          />
          {box.resolutionNote && (
            <>
              <br />
              <FormattedMessage
                id="inventory.orderDetail.resolutionNote"
                values={{ note: box.resolutionNote }}
              />
            </>
          )}
        </Alert>
      )}
      <ReceivingLinesTable lines={box.lines} sx={{ my: 1 }} />
      <Typography component="h4" variant="body2" id={timelineId} sx={{ fontWeight: 600, mt: 1, mb: 0.5 }}>
        <FormattedMessage id="inventory.orderDetail.timeline" />
      </Typography>
      <BoxTimeline events={box.timeline} labelId={timelineId} />
    </Paper>
  );
}
