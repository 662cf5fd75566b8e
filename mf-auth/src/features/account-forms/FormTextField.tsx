import type { ChangeEvent, ReactNode } from 'react';
import { TextField } from '@mui/material';
import type { FormikValues, useFormik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { UiText, type UiMessage } from './UiText';

/** What `useFormik` gives a form. */
export type FormikForm<Values extends FormikValues> = ReturnType<typeof useFormik<Values>>;

/** The DOM id of a form's field, shared by the field, its label, its error text and the focus logic. */
export const fieldId = (formId: string, name: string) => `${formId}-${name}`;

interface FormTextFieldProps<Values extends FormikValues> {
  formik: FormikForm<Values>;
  name: keyof Values & string;
  /** Prefix of the field's id; unique per form on the page. */
  formId: string;
  labelId: string;
  /** A hint shown under the field while it has no error. */
  hintId?: string;
  /** An error the server gave for this field; shown until the person edits the field. */
  serverError?: UiMessage | null;
  /** Called when the person edits the field (the form drops the server's error then). */
  onEdit?: () => void;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  required?: boolean;
  /** A native select (accessible everywhere, the phone's own picker on mobile); children are <option>s. */
  select?: boolean;
  children?: ReactNode;
  maxLength?: number;
  autoFocus?: boolean;
}

/**
 * A text field bound to a Formik form: label, hint and error text tied to the input (the error through
 * aria-describedby and aria-invalid), errors shown once the field was left or the form was sent.
 */
export function FormTextField<Values extends FormikValues>({
  formik,
  name,
  formId,
  labelId,
  hintId,
  serverError,
  onEdit,
  type = 'text',
  autoComplete,
  inputMode,
  required = false,
  select = false,
  children,
  maxLength,
  autoFocus,
}: FormTextFieldProps<Values>) {
  const intl = useIntl();
  const clientError = formik.errors[name];
  const showClientError = Boolean(clientError) && (Boolean(formik.touched[name]) || formik.submitCount > 0);
  let helper: ReactNode = null;
  if (showClientError && typeof clientError === 'string') helper = <FormattedMessage id={clientError} />;
  else if (serverError) helper = <UiText message={serverError} />;
  else if (hintId) helper = <FormattedMessage id={hintId} />;

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    formik.handleChange(event);
    onEdit?.();
  };

  return (
    <TextField
      id={fieldId(formId, name)}
      name={name}
      label={intl.formatMessage({ id: labelId })}
      value={(formik.values[name] as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={formik.handleBlur}
      error={showClientError || Boolean(serverError)}
      helperText={helper}
      type={select ? undefined : type}
      autoComplete={autoComplete}
      required={required}
      select={select}
      autoFocus={autoFocus}
      fullWidth
      margin="normal"
      slotProps={{
        htmlInput: { inputMode, maxLength },
        ...(select ? { select: { native: true }, inputLabel: { shrink: true } } : {}),
      }}
    >
      {children}
    </TextField>
  );
}
