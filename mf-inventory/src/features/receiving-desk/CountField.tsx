import { TextField } from '@mui/material';
import { getIn } from 'formik';
import { FormattedMessage } from 'react-intl';
import { fieldId, type FormikForm } from '../inventory-common';
import type { BoxCountValues } from './boxCount.form';

export const COUNT_FORM_ID = 'box-count';

interface CountFieldProps {
  formik: FormikForm<BoxCountValues>;
  /** A Formik path (`lines.0.received`). */
  name: string;
  /** What the field holds (Received, Damaged, SKU), shown. */
  label: string;
  /** The SKU the field counts, read out with the label so every input names its product. */
  sku?: string;
  type?: 'number' | 'text';
  required?: boolean;
  onEdit?: () => void;
}

/**
 * One input of the count form. Counts stay the text typed (Formik would turn a number input's value into a
 * number, losing "empty" against "0"), their error shows once the field was left or the form was sent.
 */
export function CountField({
  formik,
  name,
  label,
  sku,
  type = 'number',
  required = false,
  onEdit,
}: CountFieldProps) {
  const error: unknown = getIn(formik.errors, name);
  const shown = typeof error === 'string' && (Boolean(getIn(formik.touched, name)) || formik.submitCount > 0);
  const value: unknown = getIn(formik.values, name);
  // The visible label is the column's word; the name read out starts with it and adds the SKU.
  const accessibleName = sku ? `${label}, ${sku}` : undefined;
  return (
    <TextField
      id={fieldId(COUNT_FORM_ID, name)}
      name={name}
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => {
        void formik.setFieldValue(name, event.target.value);
        onEdit?.();
      }}
      onBlur={formik.handleBlur}
      error={shown}
      helperText={shown ? <FormattedMessage id={error} /> : undefined}
      type={type}
      required={required}
      size="small"
      autoComplete="off"
      sx={{ width: type === 'number' ? 130 : 200 }}
      slotProps={{
        htmlInput: {
          'aria-label': accessibleName,
          ...(type === 'number'
            ? { min: 0, step: 1, inputMode: 'numeric' }
            : { maxLength: 64, spellCheck: false, autoCapitalize: 'characters' }),
        },
      }}
    />
  );
}
