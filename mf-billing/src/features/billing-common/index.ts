// What the billing screens share: the API's calls and shapes, formatting, the status chip, the bus hook.
export * from './billing.api';
export * from './format';
export { InvoiceStatusChip } from './InvoiceStatusChip';
export { UiText } from './UiText';
export { useBusEvent } from './useBusEvent';
export { billingCommonMessages } from './messages';
