import { Box, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { OrderStatusChip, type OrderDetail } from '../orders-common';

/** The order's three statuses side by side, each under its column's name. */
export function OrderStatuses({ order }: { order: OrderDetail }) {
  const items = [
    ['fulfillment', <OrderStatusChip key="f" column="fulfillment" status={order.fulfillmentStatus} />],
    ['warehouse', <OrderStatusChip key="w" column="warehouse" status={order.warehouseStatus} />],
    ['ecommerce', <OrderStatusChip key="e" column="ecommerce" status={order.ecommerceStatus} />],
  ] as const;
  return (
    <Box component="dl" sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', m: 0 }}>
      {items.map(([column, chip]) => (
        <Box key={column}>
          <Typography component="dt" variant="body2" color="text.secondary">
            <FormattedMessage id={`orders.detail.statusColumn.${column}`} />
          </Typography>
          <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
            {order[`${column}Status`] ? chip : <FormattedMessage id="orders.detail.notYet" />}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
