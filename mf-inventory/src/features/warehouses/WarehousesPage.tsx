import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Card, CardActionArea, CardContent, CircularProgress, Typography } from '@mui/material';
import { orderCountries } from '@estiba/shared';
import {
  failureMessage,
  fetchWarehouses,
  LoadFailure,
  type UiMessage,
  type WarehouseSummary,
} from '../inventory-common';
import { countryName } from './countryName';
import { WarehouseStockSummary } from './WarehouseStockSummary';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: UiMessage }
  | { status: 'done'; warehouses: WarehouseSummary[] };

/**
 * `/warehouses`: every warehouse by country (in the order of the reader's language, spec point 9) with its
 * address, currency, time zone and the merchant's stock there; each opens its page with the price list.
 */
export function WarehousesPage() {
  const intl = useIntl();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    fetchWarehouses().then(
      (warehouses) => live && setLoaded({ status: 'done', warehouses }),
      (error: unknown) => live && setLoaded({ status: 'failed', message: failureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const groups = useMemo(() => {
    if (loaded.status !== 'done') return [];
    const countries = orderCountries(
      [...new Set(loaded.warehouses.map((w) => w.country.toUpperCase()))],
      intl.locale,
    );
    return countries.map((country) => ({
      country,
      warehouses: loaded.warehouses.filter((w) => w.country.toUpperCase() === country),
    }));
  }, [loaded, intl.locale]);

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        <FormattedMessage id="inventory.warehouses.title" />
      </Typography>
      {loaded.status === 'loading' && (
        <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
      )}
      {loaded.status === 'failed' && (
        <LoadFailure message={loaded.message} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {loaded.status === 'done' && loaded.warehouses.length === 0 && (
        <Typography color="text.secondary">
          <FormattedMessage id="inventory.warehouses.none" />
        </Typography>
      )}
      {groups.map((group) => (
        <Box
          component="section"
          key={group.country}
          aria-labelledby={`country-${group.country}`}
          sx={{ mb: 3 }}
        >
          <Typography component="h2" variant="h6" id={`country-${group.country}`} sx={{ mb: 1 }}>
            {countryName(group.country, intl.locale)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {group.warehouses.map((warehouse) => (
              <Card key={warehouse.id} variant="outlined">
                <CardActionArea component={RouterLink} to={`/warehouses/${encodeURIComponent(warehouse.id)}`}>
                  <CardContent>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {warehouse.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {warehouse.address}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      <FormattedMessage
                        id="inventory.warehouses.currencyTimeZone"
                        values={{ currency: warehouse.currency, timeZone: warehouse.timeZone }}
                      />
                    </Typography>
                    <WarehouseStockSummary stock={warehouse.stock} />
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export default WarehousesPage;
