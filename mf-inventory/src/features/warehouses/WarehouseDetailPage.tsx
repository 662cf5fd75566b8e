import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Button, CircularProgress, Link, Paper, Typography } from '@mui/material';
import {
  failedResponse,
  failureMessage,
  fetchWarehouse,
  HTTP_NOT_FOUND,
  LoadFailure,
  type UiMessage,
  type WarehouseDetail,
} from '../inventory-common';
import { countryName } from './countryName';
import { WarehousePriceList } from './WarehousePriceList';
import { WarehouseStockSummary } from './WarehouseStockSummary';

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: UiMessage }
  | { status: 'done'; warehouse: WarehouseDetail };

/**
 * `/warehouses/:warehouseId`: one warehouse: address, country, currency, time zone and receiving deadline, the
 * merchant's stock there (with the way to its inventory), and its price list as the calculators show it.
 */
export function WarehouseDetailPage() {
  const intl = useIntl();
  const { warehouseId = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    fetchWarehouse(warehouseId).then(
      (warehouse) => live && setLoaded({ status: 'done', warehouse }),
      (error: unknown) => {
        if (!live) return;
        if (failedResponse(error)?.status === HTTP_NOT_FOUND) setLoaded({ status: 'missing' });
        else setLoaded({ status: 'failed', message: failureMessage(error) });
      },
    );
    return () => {
      live = false;
    };
    // The price names come in the page's language.
  }, [warehouseId, attempt, intl.locale]);

  const back = (
    <Link component={RouterLink} to="/warehouses" variant="body2">
      <FormattedMessage id="inventory.warehouses.back" />
    </Link>
  );
  if (loaded.status === 'loading') {
    return (
      <Box sx={{ p: 3 }}>
        <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </Box>
    );
  }
  if (loaded.status !== 'done') {
    return (
      <Box sx={{ p: 3 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          <FormattedMessage
            id={loaded.status === 'missing' ? 'inventory.warehouses.missing' : 'inventory.warehouses.title'}
          />
        </Typography>
        {loaded.status === 'failed' && (
          <LoadFailure message={loaded.message} onRetry={() => setAttempt((n) => n + 1)} />
        )}
        {back}
      </Box>
    );
  }

  const { warehouse } = loaded;
  const facts: [string, string][] = [
    ['address', warehouse.address],
    ['country', countryName(warehouse.country, intl.locale)],
    ['currency', warehouse.currency],
    ['timeZone', warehouse.timeZone],
    [
      'receivingDeadline',
      intl.formatMessage({ id: 'inventory.warehouses.hours' }, { hours: warehouse.receivingDeadlineHours }),
    ],
  ];
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, mx: 'auto' }}>
      {back}
      <Typography component="h1" variant="h5" sx={{ my: 1 }}>
        {warehouse.name}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, m: 0 }}
        >
          {facts.map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                <FormattedMessage id={`inventory.warehouses.facts.${key}`} />
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>

      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        <FormattedMessage id="inventory.warehouses.yourStock" />
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <WarehouseStockSummary stock={warehouse.stock} />
        <Box sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={`/inventory?inventory.warehouseId=${encodeURIComponent(warehouse.id)}`}
            variant="outlined"
          >
            <FormattedMessage id="inventory.warehouses.seeInventory" />
          </Button>
          <Button component={RouterLink} to="/send-inventory" variant="contained">
            <FormattedMessage id="inventory.nav.sendInventory" />
          </Button>
        </Box>
      </Paper>

      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        <FormattedMessage id="inventory.warehouses.prices" />
      </Typography>
      {warehouse.prices ? (
        <WarehousePriceList prices={warehouse.prices} currency={warehouse.currency} />
      ) : (
        <Alert severity="info">
          <FormattedMessage id="inventory.warehouses.noPrices" />
        </Alert>
      )}
    </Box>
  );
}

export default WarehouseDetailPage;
