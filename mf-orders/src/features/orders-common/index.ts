// What the order features share: the calls, failures and their texts, status chips, formats, bus events.
export * from './orders.api';
export * from './failures';
export * from './format';
export { OrderStatusChip, statusMessageId, type StatusColumn } from './OrderStatusChip';
export { UiText } from './UiText';
export { useBusEvent } from './useBusEvent';
export { newIdempotencyKey } from '@estiba/shared';
export { ordersCommonMessages } from './messages';
export { FormField, fieldId, type FormikForm, type FormFieldProps } from '@estiba/shared/forms';
