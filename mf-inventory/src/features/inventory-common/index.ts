// What the inventory features share: failures and their texts, the bound form field, bus subscriptions,
// the warehouses call, label downloads, table heads and the receiving order lists' columns and filters.
export * from './failures';
export { UiText } from './UiText';
export { FormField, fieldId, type FormikForm, type FormFieldProps } from '@estiba/shared/forms';
export { useBusEvent } from './useBusEvent';
export * from './warehouses.api';
export { downloadLabels, labelsPath } from './downloadLabels';
export * from './format';
export { LoadFailure } from './LoadFailure';
export { inventoryCommonMessages } from './messages';
export * from './inventory.api';
export { visuallyHidden } from '@estiba/shared';
export { ReceivingOrderStatusChip, BoxStatusChip } from './StatusChip';
export * from './products.api';
export { newIdempotencyKey } from '@estiba/shared';
export { MessageTableHead, type HeaderCell } from './MessageTableHead';
export { useReceivingEvents } from './useReceivingEvents';
export {
  ListFilterSelect,
  receivingOrderColumns,
  receivingOrderSearchFields,
  RECEIVING_ORDER_SEARCH_FIELDS,
} from './receivingOrderColumns';
export { LoadingScreen } from './LoadingScreen';
