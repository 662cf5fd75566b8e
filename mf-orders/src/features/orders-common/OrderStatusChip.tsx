import { Chip, type ChipProps } from '@mui/material';
import { useIntl } from 'react-intl';
import type { EcommerceStatus, FulfillmentStatus, WarehouseStatus } from './orders.api';

export type StatusColumn = 'fulfillment' | 'warehouse' | 'ecommerce';

const COLOURS: { [K in StatusColumn]: Record<string, ChipProps['color']> } = {
  fulfillment: {
    pending: 'default',
    processing: 'info',
    fulfilled: 'success',
    cancelled: 'default',
    deleted: 'default',
  },
  warehouse: {
    no_stock: 'error',
    ready_to_pick: 'info',
    picking: 'primary',
    packing: 'primary',
    ready_to_ship: 'primary',
    shipped: 'success',
    delivered: 'success',
    returned: 'warning',
  },
  ecommerce: {
    unfulfilled: 'default',
    partially_fulfilled: 'info',
    fulfilled: 'success',
    cancelled: 'default',
    refunded: 'warning',
  },
};

/** The message id of a status's word, per column: `orders.status.warehouse.no_stock`. */
export const statusMessageId = (column: StatusColumn, status: string) => `orders.status.${column}.${status}`;

type Status<C extends StatusColumn> = C extends 'fulfillment'
  ? FulfillmentStatus
  : C extends 'warehouse'
    ? WarehouseStatus
    : EcommerceStatus;

/** One of an order's three statuses as a chip: its word in the page's language, a colour by how far it got. */
export function OrderStatusChip<C extends StatusColumn>({
  column,
  status,
}: {
  column: C;
  status: Status<C> | null;
}) {
  const intl = useIntl();
  if (!status) return null;
  const ended = status === 'cancelled' || status === 'deleted';
  return (
    <Chip
      size="small"
      color={COLOURS[column][status] ?? 'default'}
      variant={ended ? 'outlined' : 'filled'}
      label={intl.formatMessage({ id: statusMessageId(column, status) })}
    />
  );
}
