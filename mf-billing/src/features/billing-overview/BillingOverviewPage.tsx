import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { UiText, useBusEvent } from '../billing-common';
import { overviewActions, selectOverview } from './overview.slice';
import { ensureOverviewState } from './overview.saga';
import { WarehouseBillingCard } from './WarehouseBillingCard';

ensureOverviewState();

/**
 * `/billing-information`: per warehouse, the month so far with its running balance, the previous months'
 * invoices with their status, and what is due. A new charge, an issued or a paid invoice (socket → bus) loads the
 * figures again without a reload, keeping what is shown meanwhile.
 */
export function BillingOverviewPage() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { status, warehouses, failure } = useSelector(selectOverview);
  const load = (quiet: boolean) => dispatch(overviewActions.requested({ quiet }));

  useEffect(() => {
    dispatch(overviewActions.requested({ quiet: false }));
  }, [dispatch]);
  useBusEvent('charge.created', () => load(true));
  useBusEvent('invoice.issued', () => load(true));
  useBusEvent('invoice.paid', () => load(true));

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        <FormattedMessage id="billing.overview.title" />
      </Typography>
      {(status === 'loading' || status === 'idle') && (
        <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
      )}
      {status === 'failed' && failure && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => load(false)}>
              <FormattedMessage id="common.retry" />
            </Button>
          }
        >
          <UiText message={failure} />
        </Alert>
      )}
      {status === 'done' && warehouses.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography component="h2" variant="h6">
            <FormattedMessage id="billing.overview.empty.title" />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage id="billing.overview.empty.text" />
          </Typography>
        </Paper>
      )}
      {status === 'done' && warehouses.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {warehouses.map((billing) => (
            <WarehouseBillingCard key={billing.warehouseId} billing={billing} />
          ))}
        </Box>
      )}
    </Box>
  );
}
