// What the account screens share: the validation rules, the card they sit in, the bound text field.
export * from './rules';
export { AuthPanel } from './AuthPanel';
export { FormTextField, fieldId, type FormikForm } from './FormTextField';
export { focusField, useFocusFirstError } from './useFocusFirstError';
export { UiText, type UiMessage } from './UiText';
export * from './failures';
