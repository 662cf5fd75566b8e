// The text field bound to Formik that every remote's forms use: one copy here, as no remote imports another.
import type { ChangeEvent, ReactNode } from 'react';
import { TextField } from '@mui/material';
import { getIn, type FormikValues, type useFormik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';

/** What `useFormik` gives a form. */
export type FormikForm<Values extends FormikValues> = ReturnType<typeof useFormik<Values>>;

/** The DOM id of a form's field, shared by the field, its label and its error text. */
export const fieldId = (formId: string, name: string) => `${formId}-${name.replace(/[.[\]]+/g, '-')}`;

export interface FormFieldProps<Values extends FormikValues> {
  formik: FormikForm<Values>;
  /** A Formik path (`lines.0.quantity` works). */
  name: string;
  formId: string;
  /** The label's message id, or the label itself through `label`. */
  labelId?: string;
  label?: string;
  labelValues?: Record<string, string | number>;
  hintId?: string;
  hintValues?: Record<string, string | number>;
  /** The server's words for this field; shown until the person edits it. */
  serverError?: string | null;
  onEdit?: () => void;
  type?: 'text' | 'number' | 'date';
  inputMode?: 'text' | 'numeric' | 'decimal';
  required?: boolean;
  select?: boolean;
  children?: ReactNode;
  maxLength?: number;
  min?: string | number;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  autoComplete?: string;
}

/**
 * A text field bound to Formik: label, hint and error tied to the input (aria-describedby, aria-invalid).
 * Client errors are message ids (the Yup schemas' messages), shown once the field was left or the step
 * was submitted; the server's errors are its own words.
 */
export function FormField<Values extends FormikValues>({
  formik,
  name,
  formId,
  labelId,
  label,
  labelValues,
  hintId,
  hintValues,
  serverError,
  onEdit,
  type = 'text',
  inputMode,
  required = false,
  select = false,
  children,
  maxLength,
  min,
  size = 'medium',
  fullWidth = true,
  autoComplete = 'off',
}: FormFieldProps<Values>) {
  const intl = useIntl();
  // A parent's error (a whole row's) is a string too: getIn would read its characters as this field's.
  const parent = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : null;
  const clientError: unknown =
    parent && typeof getIn(formik.errors, parent) === 'string' ? undefined : getIn(formik.errors, name);
  const shown =
    typeof clientError === 'string' && (Boolean(getIn(formik.touched, name)) || formik.submitCount > 0);
  // A form may also keep the server's words per field in Formik's status (`{ serverErrors: { [path]: text } }`).
  const status = formik.status as { serverErrors?: Record<string, string> } | undefined;
  const serverText = serverError ?? status?.serverErrors?.[name] ?? null;
  let helper: ReactNode = null;
  if (shown) helper = <FormattedMessage id={clientError} />;
  else if (serverText) helper = serverText;
  else if (hintId) helper = <FormattedMessage id={hintId} values={hintValues} />;

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    formik.handleChange(event);
    if (status?.serverErrors?.[name]) {
      const { [name]: _edited, ...rest } = status.serverErrors;
      formik.setStatus({ ...status, serverErrors: rest });
    }
    onEdit?.();
  };
  const value: unknown = getIn(formik.values, name);

  return (
    <TextField
      id={fieldId(formId, name)}
      name={name}
      label={label ?? intl.formatMessage({ id: labelId ?? name }, labelValues)}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      onChange={onChange}
      onBlur={formik.handleBlur}
      error={shown || Boolean(serverText)}
      helperText={helper}
      type={select ? undefined : type}
      required={required}
      select={select}
      fullWidth={fullWidth}
      size={size}
      margin={size === 'small' ? 'dense' : 'normal'}
      autoComplete={autoComplete}
      slotProps={{
        htmlInput: { inputMode, maxLength, min },
        ...(select ? { select: { native: true } } : {}),
        ...(select || type === 'date' ? { inputLabel: { shrink: true } } : {}),
      }}
    >
      {children}
    </TextField>
  );
}
