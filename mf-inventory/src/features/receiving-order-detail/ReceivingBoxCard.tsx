import { FormattedMessage } from 'react-intl';
import {
  Alert,
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReceivingBox } from '@estiba/api/contract';
import { BoxStatusChip, NO_VALUE } from '../inventory-common';
import { BoxTimeline } from './BoxTimeline';
import { ReceivingDeadline } from './ReceivingDeadline';

/** One box: its status, what it holds (expected, received, damaged, unexpected), its timeline and deadline. */
export function ReceivingBoxCard({ box, boxCount }: { box: ReceivingBox; boxCount: number }) {
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
      <Table size="small" sx={{ my: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="inventory.common.sku" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="inventory.orderDetail.expected" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="inventory.common.received" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="inventory.common.damaged" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {box.lines.map((line) => (
            <TableRow key={line.sku}>
              <TableCell component="th" scope="row">
                {line.sku}
                {line.unexpected && (
                  <Typography component="span" variant="caption" color="warning.main" sx={{ ml: 1 }}>
                    <FormattedMessage id="inventory.orderDetail.unexpected" />
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{line.expected}</TableCell>
              <TableCell align="right">{line.received ?? NO_VALUE}</TableCell>
              <TableCell align="right">{line.damaged ?? NO_VALUE}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography component="h4" variant="body2" id={timelineId} sx={{ fontWeight: 600, mt: 1, mb: 0.5 }}>
        <FormattedMessage id="inventory.orderDetail.timeline" />
      </Typography>
      <BoxTimeline events={box.timeline} labelId={timelineId} />
    </Paper>
  );
}
