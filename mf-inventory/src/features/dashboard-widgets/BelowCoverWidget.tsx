import { useIntl, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useBusEvent } from '../inventory-common';
import { fetchBelowCover, type BelowCoverProduct } from './dashboardWidgets.api';
import { useWidgetData } from './useWidgetData';
import { WidgetFrame } from './WidgetFrame';

const productHref = (row: BelowCoverProduct) =>
  `/products/${encodeURIComponent(row.productId)}/${encodeURIComponent(row.handle)}`;

/**
 * The dashboard's 'inventory.belowCover' widget (issue 20): products whose days of cover (available ÷ the last 30
 * days' daily shipments) at a warehouse are under the threshold, fewest days first, each linking to its product
 * page. Loaded again on stock.changed (a shipment or a reception moves the days).
 */
export function BelowCoverWidget() {
  const intl = useIntl();
  const { state, retry, reload } = useWidgetData(fetchBelowCover);
  useBusEvent('stock.changed', reload);

  return (
    <WidgetFrame state={state} retry={retry}>
      {({ products, totalRows, thresholdDays }) => (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography data-testid="below-cover-summary">
            <FormattedMessage
              id={
                totalRows === 0
                  ? 'inventory.dashboard.belowCover.none'
                  : 'inventory.dashboard.belowCover.summary'
              }
              values={{ count: totalRows, days: thresholdDays }}
            />
          </Typography>
          {products.length > 0 && (
            <List dense disablePadding>
              {products.map((row) => (
                <ListItem key={`${row.productId}@${row.warehouseId}`} disableGutters divider>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={productHref(row)}>
                        {row.name}
                      </Link>
                    }
                    secondary={intl.formatMessage(
                      { id: 'inventory.dashboard.belowCover.where' },
                      { sku: row.sku, warehouse: row.warehouseName, available: row.available },
                    )}
                  />
                  <Typography
                    variant="body2"
                    sx={{ ml: 2, whiteSpace: 'nowrap', fontWeight: 600 }}
                    color={row.daysOfCover === 0 ? 'error' : 'text.primary'}
                  >
                    {row.daysOfCover === 0 ? (
                      <FormattedMessage id="inventory.dashboard.belowCover.noneLeft" />
                    ) : (
                      <FormattedMessage
                        id="inventory.dashboard.belowCover.daysLeft"
                        values={{ days: row.daysOfCover }}
                      />
                    )}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
          <Link component={RouterLink} to="/inventory">
            <FormattedMessage id="inventory.dashboard.seeInventory" />
          </Link>
        </Box>
      )}
    </WidgetFrame>
  );
}
