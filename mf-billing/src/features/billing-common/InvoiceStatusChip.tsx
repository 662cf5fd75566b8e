import { Chip } from '@mui/material';
import { useIntl } from 'react-intl';
import type { InvoiceStatus } from './billing.api';

// Filled chips: the theme's filled colours hold WCAG AA contrast (outlined 'info' text on white does not).
const COLORS = { open: 'info', issued: 'warning', paid: 'success' } as const;

/** An invoice's status: open (the month still running), issued (to pay), paid. */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      color={COLORS[status] ?? 'default'}
      label={intl.formatMessage({ id: `billing.invoiceStatus.${status}` })}
    />
  );
}
