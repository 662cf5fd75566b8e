import { useState, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { useIntl } from 'react-intl';
import { Alert, Box, Button, CircularProgress, Paper } from '@mui/material';
import {
  failedResponse,
  failureMessage,
  FormField,
  serverFieldErrors,
  UiText,
  type UiMessage,
} from '../inventory-common';
import {
  CURRENCIES,
  MAX_BARCODE_LENGTH,
  MAX_NAME_LENGTH,
  MAX_SKU_LENGTH,
  PRODUCT_FIELD_ALIASES,
  PRODUCT_FIELDS,
  productSchema,
  type ProductField,
  type ProductValues,
} from './productForm.rules';

const FORM_ID = 'product';
const HTTP_CLIENT_ERROR = 400;
const HTTP_SERVER_ERROR = 500;

export interface ProductFormProps {
  initialValues: ProductValues;
  submitLabelId: string;
  labelledBy: string;
  /** Saves; a refusal is thrown as the API client's error. */
  onSave: (values: ProductValues) => Promise<void>;
  /** Told when the server refused the values (a 4xx): nothing was saved. */
  onRefused?: () => void;
  footer?: ReactNode;
}

/**
 * The product's fields with Formik and Yup: SKU (required), name, barcode (optional), dimensions and weight
 * (positive), declared value, currency, low-stock threshold. The server's refusals show on their field (a taken
 * SKU or barcode answers 409 naming it) until the person edits it.
 */
export function ProductForm({
  initialValues,
  submitLabelId,
  labelledBy,
  onSave,
  onRefused,
  footer,
}: ProductFormProps) {
  const intl = useIntl();
  const [serverErrors, setServerErrors] = useState<Partial<Record<ProductField, string>>>({});
  const [failure, setFailure] = useState<UiMessage | null>(null);

  const formik = useFormik<ProductValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: productSchema,
    onSubmit: async (values) => {
      setFailure(null);
      setServerErrors({});
      try {
        await onSave(values);
      } catch (error) {
        const status = failedResponse(error)?.status ?? 0;
        const fields = serverFieldErrors(error, PRODUCT_FIELDS, PRODUCT_FIELD_ALIASES);
        setServerErrors(fields);
        if (status >= HTTP_CLIENT_ERROR && status < HTTP_SERVER_ERROR) onRefused?.();
        // A refusal that names a field says it there; anything else above the button.
        if (Object.keys(fields).length === 0) setFailure(failureMessage(error));
        else document.getElementById(`${FORM_ID}-${Object.keys(fields)[0]}`)?.focus();
      }
    },
  });

  const field = (name: ProductField) => ({
    formik,
    formId: FORM_ID,
    name,
    labelId: `inventory.productForm.fields.${name}`,
    serverError: serverErrors[name] ?? null,
    onEdit: () => setServerErrors(({ [name]: _dropped, ...rest }) => rest),
  });

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-labelledby={labelledBy}
      aria-busy={formik.isSubmitting}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormField {...field('sku')} required maxLength={MAX_SKU_LENGTH} />
        <FormField
          {...field('barcode')}
          hintId="inventory.productForm.optional"
          maxLength={MAX_BARCODE_LENGTH}
        />
      </Box>
      <FormField {...field('name')} required maxLength={MAX_NAME_LENGTH} />
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, 1fr)' } }}>
        <FormField {...field('lengthCm')} required inputMode="decimal" />
        <FormField {...field('widthCm')} required inputMode="decimal" />
        <FormField {...field('heightCm')} required inputMode="decimal" />
        <FormField {...field('weightKg')} required inputMode="decimal" />
      </Box>
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 2fr' } }}>
        <FormField {...field('declaredValue')} hintId="inventory.productForm.optional" inputMode="decimal" />
        <FormField {...field('currency')} select>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </FormField>
        <FormField
          {...field('lowStockThreshold')}
          hintId="inventory.productForm.thresholdHint"
          inputMode="numeric"
        />
      </Box>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          <UiText message={failure} />
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, mt: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={formik.isSubmitting}
          startIcon={
            formik.isSubmitting ? (
              <CircularProgress size={18} color="inherit" aria-hidden="true" />
            ) : undefined
          }
        >
          {intl.formatMessage({ id: submitLabelId })}
        </Button>
        {footer}
      </Box>
    </Paper>
  );
}
