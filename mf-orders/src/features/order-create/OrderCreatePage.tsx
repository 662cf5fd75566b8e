import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormik } from 'formik';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  createOrder,
  failureMessage,
  fetchCountries,
  fetchWarehouses,
  fieldErrorsOf,
  FormField,
  newIdempotencyKey,
  UiText,
  type Country,
  type InventoryRow,
  type UiMessage,
  type WarehouseSummary,
} from '../orders-common';
import {
  formFieldOf,
  emptyOrder,
  orderBody,
  orderFormSchema,
  type OrderFormValues,
} from './orderCreate.form';
import { availableAt, ProductPicker } from './ProductPicker';
import { fetchAutomaticOrders, type ShopAutomaticOrders } from '../automatic-orders/automaticOrders.api';

const FORM_ID = 'new-order';
const ADDRESS_FIELDS = [
  ['customerName', true, 'name'],
  ['customerEmail', false, 'email'],
  ['customerPhone', false, 'tel'],
  ['line1', true, 'address-line1'],
  ['line2', false, 'address-line2'],
  ['city', true, 'address-level2'],
  ['region', false, 'address-level1'],
  ['postalCode', true, 'postal-code'],
] as const;

/**
 * `/orders/create` (toolbar 'New Order'): an order by hand: the warehouse, the customer and address (countries
 * from the catalogue), lines picked from the merchant's products with the stock available per warehouse, and
 * optionally "send to process now". Yup's rules on each field; the server's refusals on the field they name.
 * One Idempotency-Key per order being created, kept across retries, so a retry never creates it twice. Once
 * created, the order's page opens.
 */
export function OrderCreatePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [warehouses, setWarehouses] = useState<WarehouseSummary[]>([]);
  const [countries, setCountries] = useState<Country[]>([]);
  const [shops, setShops] = useState<ShopAutomaticOrders[]>([]);
  const [failure, setFailure] = useState<UiMessage | null>(null);
  // The key of the order being sent, with the body it was sent with: a retry of the same body reuses it.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  // Each product's stock per warehouse, as the picker found it.
  const [stock, setStock] = useState<Record<string, InventoryRow>>({});

  useEffect(() => {
    let live = true;
    fetchWarehouses().then(
      (list) => live && setWarehouses(list),
      (error: unknown) => live && setFailure(failureMessage(error)),
    );
    fetchAutomaticOrders().then(
      (list) => live && setShops(list),
      (error: unknown) => live && setFailure(failureMessage(error)),
    );
    fetchCountries().then(
      (list) => live && setCountries(list),
      (error: unknown) => live && setFailure(failureMessage(error)),
    );
    return () => {
      live = false;
    };
  }, []);

  const formik = useFormik<OrderFormValues>({
    initialValues: emptyOrder(),
    validationSchema: orderFormSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const warehouse = warehouses.find((candidate) => candidate.id === values.warehouseId);
      const body = orderBody(values, warehouse?.currency);
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text) attempt.current = { body: text, key: newIdempotencyKey() };
      try {
        const order = await createOrder(body, attempt.current.key);
        attempt.current = null;
        navigate(`/orders/${encodeURIComponent(order.id)}`);
      } catch (error) {
        setFailure(failureMessage(error));
        const serverErrors = Object.fromEntries(
          Object.entries(fieldErrorsOf(error)).map(([path, message]) => [formFieldOf(path), message]),
        );
        helpers.setStatus({ serverErrors });
      }
    },
  });
  const { values } = formik;

  const addProduct = (product: InventoryRow) => {
    setStock((known) => ({ ...known, [product.productId]: product }));
    void formik.setFieldValue('lines', [
      ...values.lines,
      { productId: product.productId, sku: product.sku, name: product.name, quantity: '1', unitPrice: '' },
    ]);
  };
  const removeLine = (index: number) =>
    void formik.setFieldValue(
      'lines',
      values.lines.filter((_line, at) => at !== index),
    );

  const field = (name: keyof OrderFormValues, required: boolean, autoComplete = 'off') => (
    <FormField
      formik={formik}
      formId={FORM_ID}
      name={name}
      labelId={`orders.create.fields.${name}`}
      required={required}
      autoComplete={autoComplete}
    />
  );
  const linesError =
    formik.submitCount > 0 && typeof formik.errors.lines === 'string' ? formik.errors.lines : null;
  const warehouseName = warehouses.find((warehouse) => warehouse.id === values.warehouseId)?.name;

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        <FormattedMessage id="orders.toolbar.newOrder" />
      </Typography>
      <Box component="form" noValidate onSubmit={formik.handleSubmit}>
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography component="h2" variant="h6">
            <FormattedMessage id="orders.create.sections.warehouse" />
          </Typography>
          <FormField
            formik={formik}
            formId={FORM_ID}
            name="warehouseId"
            labelId="orders.create.fields.warehouseId"
            required
            select
          >
            <option value="">{intl.formatMessage({ id: 'orders.create.chooseWarehouse' })}</option>
            {warehouses.map((warehouse) => (
              <option key={warehouse.id} value={warehouse.id}>
                {warehouse.name}
              </option>
            ))}
          </FormField>
          <FormField
            formik={formik}
            formId={FORM_ID}
            name="shopId"
            labelId="orders.create.fields.shopId"
            select
          >
            <option value="">{intl.formatMessage({ id: 'orders.create.noShop' })}</option>
            {shops.map((shop) => (
              <option key={shop.shopId} value={shop.shopId}>
                {shop.shopName}
              </option>
            ))}
          </FormField>
          {shops.find((shop) => shop.shopId === values.shopId)?.automaticOrders && (
            <Alert severity="info" sx={{ mb: 2 }}>
              <FormattedMessage id="orders.create.shopAutomatic" />
            </Alert>
          )}
          {field('reference', false)}
        </Paper>

        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography component="h2" variant="h6">
            <FormattedMessage id="orders.create.sections.customer" />
          </Typography>
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {ADDRESS_FIELDS.map(([name, required, autoComplete]) => (
              <Box key={name}>{field(name, required, autoComplete)}</Box>
            ))}
            <FormField
              formik={formik}
              formId={FORM_ID}
              name="countryCode"
              labelId="orders.create.fields.countryCode"
              required
              select
              autoComplete="country"
            >
              <option value="">{intl.formatMessage({ id: 'orders.create.chooseCountry' })}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </FormField>
          </Box>
        </Paper>

        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography component="h2" variant="h6" id="order-lines-title" sx={{ mb: 1 }}>
            <FormattedMessage id="orders.create.sections.lines" />
          </Typography>
          <ProductPicker
            warehouseId={values.warehouseId}
            chosenIds={values.lines.map((line) => line.productId)}
            onAdd={addProduct}
          />
          {values.lines.length > 0 && (
            <Table size="small" aria-labelledby="order-lines-title" sx={{ mt: 2 }}>
              <TableHead>
                <TableRow>
                  {(['product', 'available', 'quantity', 'unitPrice', 'remove'] as const).map((head) => (
                    <TableCell key={head}>
                      <FormattedMessage
                        id={`orders.create.lines.${head}`}
                        values={{ warehouse: warehouseName ?? '—' }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {values.lines.map((line, index) => {
                  const known = stock[line.productId];
                  const available =
                    known && values.warehouseId ? availableAt(known, values.warehouseId) : null;
                  const short = available !== null && Number(line.quantity) > available;
                  return (
                    <TableRow key={line.productId}>
                      <TableCell>
                        <Typography sx={{ fontWeight: 600 }}>{line.name}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {line.sku}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        {available ?? '—'}
                        {short && (
                          <Typography variant="body2" color="warning.main">
                            <FormattedMessage id="orders.create.lines.short" />
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={{ minWidth: 120 }}>
                        <FormField
                          formik={formik}
                          formId={FORM_ID}
                          name={`lines.${index}.quantity`}
                          label={intl.formatMessage(
                            { id: 'orders.create.lines.quantityOf' },
                            { sku: line.sku },
                          )}
                          inputMode="numeric"
                          size="small"
                        />
                      </TableCell>
                      <TableCell sx={{ minWidth: 140 }}>
                        <FormField
                          formik={formik}
                          formId={FORM_ID}
                          name={`lines.${index}.unitPrice`}
                          label={intl.formatMessage(
                            { id: 'orders.create.lines.unitPriceOf' },
                            { sku: line.sku },
                          )}
                          inputMode="decimal"
                          size="small"
                        />
                      </TableCell>
                      <TableCell>
                        <IconButton
                          aria-label={intl.formatMessage(
                            { id: 'orders.create.lines.removeOf' },
                            { sku: line.sku },
                          )}
                          onClick={() => removeLine(index)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
          {linesError && (
            <Typography role="alert" color="error" sx={{ mt: 1 }}>
              <FormattedMessage id={linesError} />
            </Typography>
          )}
        </Paper>

        <FormControlLabel
          control={
            <Checkbox
              name="sendToProcess"
              checked={values.sendToProcess}
              onChange={(event) => void formik.setFieldValue('sendToProcess', event.target.checked)}
            />
          }
          label={intl.formatMessage({ id: 'orders.create.sendToProcess' })}
        />
        {failure && (
          <Alert severity="error" role="alert" sx={{ my: 2 }}>
            <UiText message={failure} />
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            <FormattedMessage id="orders.create.submit" />
          </Button>
          <Button onClick={() => navigate('/orders')}>
            <FormattedMessage id="common.cancel" />
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
