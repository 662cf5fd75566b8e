import { FormattedMessage } from 'react-intl';
import { Box, Typography } from '@mui/material';
import type { WarehouseSummary } from '@estiba/api/contract';

const FIGURES = ['products', 'onHand', 'available', 'incoming'] as const;

/** The merchant's stock in one warehouse: products there, units on hand, available and incoming. */
export function WarehouseStockSummary({ stock }: { stock: WarehouseSummary['stock'] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1, m: 0 }}
    >
      {FIGURES.map((figure) => (
        <Box key={figure}>
          <Typography component="dt" variant="caption" color="text.secondary">
            <FormattedMessage id={`inventory.warehouses.stock.${figure}`} />
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {stock[figure]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
