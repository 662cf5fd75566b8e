import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import * as Yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { bus } from '@estiba/shared';
import {
  createProducts,
  failedResponse,
  failureMessage,
  FormField,
  newIdempotencyKey,
  UiText,
  visuallyHidden,
  type UiMessage,
} from '../inventory-common';
import { emptyProduct, productSchema, toProductInput, type ProductValues } from './productForm.rules';

const FORM_ID = 'products';
const HEADING_ID = 'multiple-products-title';
/** The API takes up to 100 products per request (POST /products/batch). */
export const MAX_ROWS = 100;
const FIRST_ROWS = 3;
const COLUMNS = ['sku', 'name', 'barcode', 'lengthCm', 'widthCm', 'heightCm', 'weightKg'] as const;
type Column = (typeof COLUMNS)[number];
const HTTP_CLIENT_ERROR = 400;
const HTTP_SERVER_ERROR = 500;

const rowsSchema = Yup.object({ products: Yup.array().of(productSchema.pick([...COLUMNS])) });

/** The server's `products.{row}.{field}` errors, by row and field. */
function rowErrors(error: unknown): Record<number, Partial<Record<Column, string>>> {
  const reported = (failedResponse(error)?.data as { fieldErrors?: unknown } | null)?.fieldErrors;
  const result: Record<number, Partial<Record<Column, string>>> = {};
  if (!reported || typeof reported !== 'object') return result;
  for (const [key, text] of Object.entries(reported)) {
    const match = /^products\.(\d+)\.(\w+)$/.exec(key);
    const column = match?.[2] as Column | undefined;
    if (!match || !column || !COLUMNS.includes(column) || typeof text !== 'string') continue;
    (result[Number(match[1])] ??= {})[column] = text;
  }
  return result;
}

/**
 * `/multipleProduct/create`: several products at once, one row each, saved all or nothing; a row the server
 * refuses (a SKU already taken, say) shows its reason on its field.
 */
export function MultipleProductPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [serverErrors, setServerErrors] = useState<Record<number, Partial<Record<Column, string>>>>({});
  const [failure, setFailure] = useState<UiMessage | null>(null);

  const formik = useFormik<{ products: ProductValues[] }>({
    initialValues: { products: Array.from({ length: FIRST_ROWS }, emptyProduct) },
    validationSchema: rowsSchema,
    onSubmit: async ({ products }) => {
      setFailure(null);
      setServerErrors({});
      try {
        const created = await createProducts(products.map(toProductInput), idempotencyKey);
        bus.emit('notify', {
          id: 'inventory.productForm.created',
          values: { count: created.length },
          severity: 'success',
        });
        navigate('/inventory');
      } catch (error) {
        const status = failedResponse(error)?.status ?? 0;
        // A refusal saved nothing: the corrected rows go with a new key.
        if (status >= HTTP_CLIENT_ERROR && status < HTTP_SERVER_ERROR) setIdempotencyKey(newIdempotencyKey());
        const byRow = rowErrors(error);
        setServerErrors(byRow);
        setFailure(
          Object.keys(byRow).length ? { id: 'inventory.productForm.rowsRefused' } : failureMessage(error),
        );
      }
    },
  });
  const { products } = formik.values;

  const addRow = () => void formik.setFieldValue('products', [...products, emptyProduct()]);
  const removeRow = (index: number) => {
    void formik.setFieldValue(
      'products',
      products.filter((_, at) => at !== index),
    );
    setServerErrors({});
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography component="h1" variant="h5" id={HEADING_ID} sx={{ mb: 1 }}>
        <FormattedMessage id="inventory.productForm.multipleTitle" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="inventory.productForm.multipleIntro" />
      </Typography>
      <Paper
        component="form"
        noValidate
        onSubmit={formik.handleSubmit}
        aria-labelledby={HEADING_ID}
        sx={{ p: 2 }}
      >
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>
                    <FormattedMessage id={`inventory.productForm.fields.${column}`} />
                  </TableCell>
                ))}
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    <FormattedMessage id="inventory.send.products.actions" />
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {products.map((_, index) => (
                // Rows have no identity of their own before they are saved.
                <TableRow key={index}>
                  <TableCell>{index + 1}</TableCell>
                  {COLUMNS.map((column) => (
                    <TableCell
                      key={column}
                      sx={{ minWidth: column === 'name' ? 200 : 120, verticalAlign: 'top' }}
                    >
                      <FormField
                        formik={formik}
                        formId={FORM_ID}
                        name={`products.${index}.${column}`}
                        label={intl.formatMessage(
                          { id: 'inventory.productForm.rowField' },
                          {
                            field: intl.formatMessage({ id: `inventory.productForm.fields.${column}` }),
                            row: index + 1,
                          },
                        )}
                        serverError={serverErrors[index]?.[column] ?? null}
                        inputMode={column.endsWith('Cm') || column === 'weightKg' ? 'decimal' : undefined}
                        size="small"
                        required={column !== 'barcode'}
                      />
                    </TableCell>
                  ))}
                  <TableCell>
                    <IconButton
                      onClick={() => removeRow(index)}
                      disabled={products.length === 1}
                      aria-label={intl.formatMessage(
                        { id: 'inventory.productForm.removeRow' },
                        { row: index + 1 },
                      )}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Button
          startIcon={<AddIcon />}
          onClick={addRow}
          disabled={products.length >= MAX_ROWS}
          sx={{ mt: 1 }}
        >
          <FormattedMessage id="inventory.productForm.addRow" />
        </Button>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            <UiText message={failure} />
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>
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
            <FormattedMessage id="inventory.productForm.createAll" values={{ count: products.length }} />
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}

export default MultipleProductPage;
