import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Box,
  Card,
  CardContent,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import {
  formatDay,
  formatMonth,
  invoiceNumber,
  InvoiceStatusChip,
  money,
  type WarehouseBilling,
} from '../billing-common';

const invoiceHref = (warehouseId: string, invoiceId: string) =>
  `/invoice/${encodeURIComponent(warehouseId)}/${encodeURIComponent(invoiceId)}`;

/**
 * One warehouse's billing: the month so far (its running balance drawn day by day), the previous months'
 * invoices with their status, and what is due; links to the warehouse's charges and to each invoice.
 */
export function WarehouseBillingCard({ billing }: { billing: WarehouseBilling }) {
  const intl = useIntl();
  const { month, currency } = billing;
  const amount = (cents: number) => money(cents, currency, intl.locale);
  const titleId = `billing-warehouse-${billing.warehouseId}`;
  const previous = billing.invoices.filter((invoice) => invoice.id !== month.invoiceId);
  const monthName = formatMonth(month.periodMonth, intl.locale);

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6">
          {billing.warehouseName}
        </Typography>

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-end', mt: 1 }}>
          <Box>
            <Typography variant="overline" component="p">
              <FormattedMessage id="billing.overview.monthSoFar" values={{ month: monthName }} />
            </Typography>
            <Typography variant="h4" component="p" data-testid="month-total">
              {amount(month.totalCents)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="billing.overview.chargeCount" values={{ count: month.chargeCount }} />
              {month.taxCents !== 0 && (
                <>
                  {' · '}
                  <FormattedMessage
                    id="billing.overview.subtotalAndTax"
                    values={{ subtotal: amount(month.subtotalCents), tax: amount(month.taxCents) }}
                  />
                </>
              )}
            </Typography>
          </Box>
          {month.days.length > 1 && (
            <Box
              role="img"
              aria-label={intl.formatMessage(
                { id: 'billing.overview.sparklineLabel' },
                {
                  from: formatDay(month.days[0].day, intl.locale),
                  to: formatDay(month.days[month.days.length - 1].day, intl.locale),
                  balance: amount(month.days[month.days.length - 1].balanceCents),
                },
              )}
              sx={{ flex: '1 1 200px', minWidth: 160, maxWidth: 360 }}
            >
              {/* A drawing of the balance: floats are fine here, the figures people read come from the cents. */}
              <SparkLineChart data={month.days.map((day) => day.balanceCents / 100)} height={56} area />
            </Box>
          )}
          <Box>
            <Typography variant="overline" component="p">
              <FormattedMessage id="billing.overview.due" />
            </Typography>
            <Typography variant="h5" component="p" data-testid="due">
              {amount(billing.dueCents)}
            </Typography>
          </Box>
        </Box>

        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
          <Link component={RouterLink} to={`/billing-information/${encodeURIComponent(billing.warehouseId)}`}>
            <FormattedMessage
              id="billing.overview.seeCharges"
              values={{ warehouse: billing.warehouseName }}
            />
          </Link>
          {month.invoiceId && (
            <Link component={RouterLink} to={invoiceHref(billing.warehouseId, month.invoiceId)}>
              <FormattedMessage id="billing.overview.currentInvoice" values={{ month: monthName }} />
            </Link>
          )}
        </Box>

        <Typography component="h3" variant="subtitle1" sx={{ mt: 3 }}>
          <FormattedMessage id="billing.overview.invoices" />
        </Typography>
        {previous.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="billing.overview.noInvoices" />
          </Typography>
        ) : (
          <Table
            size="small"
            aria-label={intl.formatMessage(
              { id: 'billing.overview.invoicesOf' },
              { warehouse: billing.warehouseName },
            )}
          >
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="billing.overview.column.invoice" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="billing.overview.column.month" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="billing.overview.column.status" />
                </TableCell>
                <TableCell align="right">
                  <FormattedMessage id="billing.overview.column.total" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="billing.overview.column.dueOn" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {previous.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell>
                    <Link component={RouterLink} to={invoiceHref(billing.warehouseId, invoice.id)}>
                      {invoiceNumber(invoice.number)}
                    </Link>
                  </TableCell>
                  <TableCell>{formatMonth(invoice.periodMonth, intl.locale)}</TableCell>
                  <TableCell>
                    <InvoiceStatusChip status={invoice.status} />
                  </TableCell>
                  <TableCell align="right">
                    {money(invoice.totalCents, invoice.currency, intl.locale)}
                  </TableCell>
                  <TableCell>{formatDay(invoice.dueOn, intl.locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
