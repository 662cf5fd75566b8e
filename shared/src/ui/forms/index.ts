// Form helpers for the remotes' Formik forms.
export { FormField, fieldId, type FormikForm, type FormFieldProps } from './FormField';
