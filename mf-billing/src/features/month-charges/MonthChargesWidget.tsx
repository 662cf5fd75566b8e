import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { failureMessage, type UiMessage } from '@estiba/shared';
import {
  fetchBillingWarehouses,
  formatMonth,
  money,
  UiText,
  useBusEvent,
  type WarehouseBilling,
} from '../billing-common';

type State =
  | { status: 'loading' }
  | { status: 'failed'; failure: UiMessage }
  | { status: 'done'; warehouses: WarehouseBilling[] };

/** One warehouse's month so far: its total, a bar per kind, and the same figures as text (the chart is a picture). */
function WarehouseMonth({ billing, named }: { billing: WarehouseBilling; named: boolean }) {
  const intl = useIntl();
  const { month, currency } = billing;
  const amount = (cents: number) => money(cents, currency, intl.locale);
  const kindName = (kind: string) => intl.formatMessage({ id: `billing.kind.${kind}` });
  const headingId = `billing-month-charges-${billing.warehouseId}`;
  const tableLabel = intl.formatMessage(
    { id: 'billing.monthCharges.byKindOf' },
    { warehouse: billing.warehouseName },
  );
  // Credits are negative: the bars draw the charges themselves, the table lists every kind with its sign.
  const charged = month.byKind.filter((one) => one.amountCents > 0);

  return (
    <Box
      component="section"
      aria-labelledby={named ? headingId : undefined}
      data-testid="month-charges-warehouse"
    >
      {named && (
        <Typography id={headingId} component="h3" variant="subtitle1">
          {billing.warehouseName}
        </Typography>
      )}
      <Typography variant="overline" component="p">
        <FormattedMessage
          id="billing.overview.monthSoFar"
          values={{ month: formatMonth(month.periodMonth, intl.locale) }}
        />
      </Typography>
      <Typography variant="h5" component="p" data-testid="month-charges-subtotal">
        {amount(month.subtotalCents)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="billing.overview.chargeCount" values={{ count: month.chargeCount }} />
        {month.taxCents !== 0 && (
          <>
            {' · '}
            <FormattedMessage
              id="billing.monthCharges.withTax"
              values={{ total: amount(month.totalCents) }}
            />
          </>
        )}
      </Typography>
      {month.byKind.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <FormattedMessage id="billing.monthCharges.none" />
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          {charged.length > 0 && (
            // The picture of the table beside it: hidden from screen readers, which read the table.
            <Box aria-hidden sx={{ flex: '1 1 220px', minWidth: 200 }}>
              <BarChart
                // A picture beside the same figures as text: no tab stop of its own (axe: aria-hidden-focus).
                disableKeyboardNavigation
                layout="horizontal"
                height={Math.max(96, 36 * charged.length + 32)}
                // Floats are fine in a drawing; the figures people read come from the cents.
                series={[{ data: charged.map((one) => one.amountCents / 100) }]}
                yAxis={[{ scaleType: 'band', data: charged.map((one) => kindName(one.kind)), width: 110 }]}
                xAxis={[
                  {
                    valueFormatter: (value: number) => money(Math.round(value * 100), currency, intl.locale),
                  },
                ]}
                hideLegend
                skipAnimation
                margin={{ left: 4, right: 16, top: 4, bottom: 4 }}
              />
            </Box>
          )}
          <Table size="small" aria-label={tableLabel} sx={{ flex: '1 1 200px', width: 'auto' }}>
            <TableBody>
              {month.byKind.map((one) => (
                <TableRow key={one.kind}>
                  <TableCell component="th" scope="row">
                    {kindName(one.kind)}
                  </TableCell>
                  <TableCell align="right">{amount(one.amountCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

/**
 * The dashboard's 'billing.monthCharges' widget (issue 20): the month's charges so far, in total and by kind, per
 * warehouse (each in its own currency, never added across), with a link to /billing-information. It reads the
 * billing overview's endpoint and loads it again on a new charge, an issued or a paid invoice (socket → bus).
 */
export function MonthChargesWidget() {
  const intl = useIntl();
  const [state, setState] = useState<State>({ status: 'loading' });
  // Charges arrive in bursts: only the latest load's answer counts.
  const latest = useRef(0);

  const load = useCallback((quiet: boolean) => {
    const attempt = ++latest.current;
    if (!quiet) setState({ status: 'loading' });
    fetchBillingWarehouses().then(
      (warehouses) => {
        if (attempt === latest.current) setState({ status: 'done', warehouses });
      },
      (error: unknown) => {
        // A quiet reload that fails keeps the figures shown; the next event or a visit tries again.
        if (attempt === latest.current && !quiet)
          setState({ status: 'failed', failure: failureMessage(error) });
      },
    );
  }, []);

  useEffect(() => {
    load(false);
    return () => {
      latest.current += 1;
    };
  }, [load]);
  useBusEvent('charge.created', () => load(true));
  useBusEvent('invoice.issued', () => load(true));
  useBusEvent('invoice.paid', () => load(true));

  if (state.status === 'loading') {
    return <CircularProgress size={28} aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  }
  if (state.status === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => load(false)}>
            <FormattedMessage id="common.retry" />
          </Button>
        }
      >
        <UiText message={state.failure} />
      </Alert>
    );
  }
  const { warehouses } = state;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {warehouses.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="billing.monthCharges.none" />
        </Typography>
      ) : (
        warehouses.map((billing) => (
          <WarehouseMonth key={billing.warehouseId} billing={billing} named={warehouses.length > 1} />
        ))
      )}
      <Link component={RouterLink} to="/billing-information">
        <FormattedMessage id="billing.monthCharges.seeBilling" />
      </Link>
    </Box>
  );
}
