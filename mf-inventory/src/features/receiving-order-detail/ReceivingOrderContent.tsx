import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Box, Paper, Typography } from '@mui/material';
import type { ReceivingBox, ReceivingOrderDetail } from '@estiba/api/contract';
import { ReceivingBoxCard } from './ReceivingBoxCard';
import { ReceivingLinesTable } from './ReceivingLinesTable';

/**
 * What a receiving order holds, on the merchant's page and the staff's alike: its lines (expected, counted, still
 * to receive) and its boxes as cards. `productHref` links a line's SKU to its product (the merchant's pages);
 * `boxAction` puts a control on each box card (the staff's way to the box screen).
 */
export function ReceivingOrderContent({
  order,
  productHref,
  boxAction,
}: {
  order: ReceivingOrderDetail;
  productHref?: (productId: string) => string;
  boxAction?: (box: ReceivingBox) => ReactNode;
}) {
  const linesId = `order-${order.id}-lines`;
  return (
    <>
      <Typography component="h2" variant="h6" id={linesId} sx={{ mb: 1 }}>
        <FormattedMessage id="inventory.orderDetail.lines" />
      </Typography>
      <Paper variant="outlined" sx={{ mb: 3, overflowX: 'auto' }}>
        <ReceivingLinesTable
          lines={order.lines}
          withName
          withMissing
          productHref={productHref}
          labelledBy={linesId}
        />
      </Paper>

      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        <FormattedMessage id="inventory.orderDetail.boxes" values={{ count: order.boxes.length }} />
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {order.boxes.map((box) => (
          <ReceivingBoxCard key={box.id} box={box} boxCount={order.boxes.length} action={boxAction?.(box)} />
        ))}
      </Box>
    </>
  );
}
