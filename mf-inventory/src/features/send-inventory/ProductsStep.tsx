import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  failureMessage,
  fetchInventory,
  searchQuery,
  FormField,
  LoadFailure,
  MessageTableHead,
  stockAt,
  type FormikForm,
  type InventoryRow,
  type InventorySearchField,
  type UiMessage,
  visuallyHidden,
} from '../inventory-common';
import type { DraftLine, SendInventoryValues } from './sendInventory.form';

/** Products offered per search: a short list to pick from, the rest is one search away. */
const PICKER_LIMIT = 25;
const SEARCH_FIELDS: InventorySearchField[] = ['sku', 'name', 'barcode'];

export interface ProductsStepProps {
  formik: FormikForm<SendInventoryValues>;
  formId: string;
}

type Found =
  | { status: 'loading' }
  | { status: 'failed'; message: UiMessage }
  | { status: 'done'; products: InventoryRow[] };

/** Step 2: the products and how many of each, beside what is on hand at the chosen warehouse. */
export function ProductsStep({ formik, formId }: ProductsStepProps) {
  const intl = useIntl();
  const { warehouseId, lines } = formik.values;
  const [field, setField] = useState<InventorySearchField>('sku');
  const [text, setText] = useState('');
  const [query, setQuery] = useState({ field: 'sku', value: '' });
  const [found, setFound] = useState<Found>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setFound({ status: 'loading' });
    // Not filtered by the warehouse: the API would leave out products not stocked there yet, which are often
    // the ones a merchant sends first. What is on hand there is read from each product's warehouses.
    fetchInventory(searchQuery(query.field, query.value, PICKER_LIMIT), undefined, controller.signal).then(
      (page) => setFound({ status: 'done', products: page.products }),
      (error: unknown) => {
        if (!controller.signal.aborted) setFound({ status: 'failed', message: failureMessage(error) });
      },
    );
    return () => controller.abort();
  }, [query, attempt]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ field, value: text });
  };

  const { setFieldValue } = formik;
  const add = useCallback(
    (product: InventoryRow) => {
      const line: DraftLine = {
        productId: product.productId,
        sku: product.sku,
        name: product.name,
        onHand: stockAt(product, warehouseId).onHand,
        quantity: '',
        perBox: [],
      };
      void setFieldValue('lines', [...lines, line]);
    },
    [lines, setFieldValue, warehouseId],
  );
  const remove = (index: number) =>
    void setFieldValue(
      'lines',
      lines.filter((_, at) => at !== index),
    );
  const listError =
    typeof formik.errors.lines === 'string' && formik.submitCount > 0 ? formik.errors.lines : null;

  return (
    <>
      <Typography component="h3" variant="subtitle1" id={`${formId}-chosen`}>
        <FormattedMessage id="inventory.send.products.chosen" />
      </Typography>
      {lines.length === 0 ? (
        <Typography color={listError ? 'error' : 'text.secondary'} role={listError ? 'alert' : undefined}>
          <FormattedMessage id={listError ?? 'inventory.send.products.noneChosen'} />
        </Typography>
      ) : (
        <Table size="small" aria-labelledby={`${formId}-chosen`}>
          <MessageTableHead
            cells={[
              { id: 'inventory.common.sku' },
              { id: 'inventory.common.name' },
              { id: 'inventory.common.onHand', align: 'right' },
              { id: 'inventory.send.products.quantity' },
              { id: 'inventory.send.products.actions', hidden: true },
            ]}
          />
          <TableBody>
            {lines.map((line, index) => (
              <TableRow key={line.productId}>
                <TableCell>{line.sku}</TableCell>
                <TableCell>{line.name}</TableCell>
                <TableCell align="right">{line.onHand}</TableCell>
                <TableCell sx={{ minWidth: 140 }}>
                  <FormField
                    formik={formik}
                    formId={formId}
                    name={`lines.${index}.quantity`}
                    labelId="inventory.send.products.quantityOf"
                    labelValues={{ sku: line.sku }}
                    inputMode="numeric"
                    size="small"
                    required
                  />
                </TableCell>
                <TableCell>
                  <IconButton
                    onClick={() => remove(index)}
                    aria-label={intl.formatMessage(
                      { id: 'inventory.send.products.remove' },
                      { sku: line.sku },
                    )}
                  >
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      <Typography component="h3" variant="subtitle1" sx={{ mt: 3 }} id={`${formId}-find`}>
        <FormattedMessage id="inventory.send.products.find" />
      </Typography>
      <Box
        role="search"
        aria-labelledby={`${formId}-find`}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'inventory.common.searchBy' })}
          value={field}
          onChange={(event) => setField(event.target.value as InventorySearchField)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 140 }}
        >
          {SEARCH_FIELDS.map((option) => (
            <option key={option} value={option}>
              {intl.formatMessage({ id: `inventory.common.${option}` })}
            </option>
          ))}
        </TextField>
        <TextField
          size="small"
          label={intl.formatMessage({ id: 'inventory.common.searchText' })}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search(event);
          }}
        />
        <Button variant="outlined" onClick={search}>
          <FormattedMessage id="inventory.common.search" />
        </Button>
      </Box>
      {found.status === 'loading' && (
        <CircularProgress sx={{ mt: 2 }} aria-label={intl.formatMessage({ id: 'common.loading' })} />
      )}
      {found.status === 'failed' && (
        <LoadFailure message={found.message} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {found.status === 'done' && found.products.length === 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          <FormattedMessage id="errors.noResults" />
        </Alert>
      )}
      {found.status === 'done' && found.products.length > 0 && (
        <Table size="small" aria-labelledby={`${formId}-find`} sx={{ mt: 1 }}>
          <MessageTableHead
            cells={[
              { id: 'inventory.common.sku' },
              { id: 'inventory.common.name' },
              { id: 'inventory.common.onHand', align: 'right' },
              { id: 'inventory.send.products.actions', hidden: true },
            ]}
          />
          <TableBody>
            {found.products.map((product) => {
              const chosen = lines.some((line) => line.productId === product.productId);
              return (
                <TableRow key={product.productId}>
                  <TableCell>{product.sku}</TableCell>
                  <TableCell>{product.name}</TableCell>
                  <TableCell align="right">{stockAt(product, warehouseId).onHand}</TableCell>
                  <TableCell align="right">
                    {/* Named by its visible word plus the SKU, read out only: an aria-label ("Add SKU") would
                        contradict the visible "Added" once chosen (WCAG 2.5.3, label in name). */}
                    <Button size="small" disabled={chosen} onClick={() => add(product)}>
                      <FormattedMessage
                        id={chosen ? 'inventory.send.products.added' : 'inventory.send.products.add'}
                      />
                      <Box component="span" sx={visuallyHidden}>
                        {` ${product.sku}`}
                      </Box>
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </>
  );
}
