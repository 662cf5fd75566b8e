import { Chip, type ChipProps } from '@mui/material';
import { useIntl } from 'react-intl';
import type { BoxStatus, ReceivingOrderStatus } from '@estiba/api/contract';

const ORDER_COLOURS: Record<ReceivingOrderStatus, ChipProps['color']> = {
  draft: 'default',
  in_transit: 'info',
  arrived: 'primary',
  receiving: 'warning',
  received: 'success',
  cancelled: 'default',
};

const BOX_COLOURS: Record<BoxStatus, ChipProps['color']> = {
  pending: 'default',
  in_transit: 'info',
  received: 'success',
  with_discrepancy: 'error',
};

/** A receiving order's status as a chip: its word in the page's language, a colour by how far it got. */
export function ReceivingOrderStatusChip({ status }: { status: ReceivingOrderStatus }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      color={ORDER_COLOURS[status]}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      label={intl.formatMessage({ id: `inventory.common.status.${status}` })}
    />
  );
}

/** A box's status as a chip. */
export function BoxStatusChip({ status }: { status: BoxStatus }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      color={BOX_COLOURS[status]}
      label={intl.formatMessage({ id: `inventory.common.boxStatus.${status}` })}
    />
  );
}
