import { Chip, type ChipProps } from '@mui/material';
import { useIntl } from 'react-intl';
import type { ReturnStatus } from './returns.api';

const COLOURS: Record<ReturnStatus, ChipProps['color']> = {
  requested: 'default',
  in_transit: 'info',
  received: 'primary',
  restocked: 'success',
  discarded: 'warning',
  closed: 'success',
  cancelled: 'default',
};

export const returnStatusMessageId = (status: string) => `orders.returns.status.${status}`;

/** A return's status as a chip: its word in the page's language, a colour by how it ended. */
export function ReturnStatusChip({ status }: { status: ReturnStatus }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      color={COLOURS[status]}
      variant={status === 'cancelled' || status === 'closed' ? 'outlined' : 'filled'}
      label={intl.formatMessage({ id: returnStatusMessageId(status) })}
    />
  );
}
