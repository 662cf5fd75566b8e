import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, CircularProgress, List, ListItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { searchCatalogue, type InventoryRow } from '../orders-common';

/** Products listed per search: enough to choose from, few enough to read. */
export const PICKER_RESULTS = 10;
/** Wait this long after the last key before searching. */
export const PICKER_DEBOUNCE_MS = 300;

/** The available units of a product at a warehouse (0 where it has no stock there). */
export const availableAt = (product: Pick<InventoryRow, 'warehouses'>, warehouseId: string) =>
  product.warehouses.find((level) => level.warehouseId === warehouseId)?.available ?? 0;

/**
 * Finds the merchant's products by name or SKU (`GET warehouse/inventory`'s search) and shows each one's
 * available stock per warehouse, the chosen warehouse first; Add puts it on the order.
 */
export function ProductPicker({
  warehouseId,
  chosenIds,
  onAdd,
}: {
  warehouseId: string;
  chosenIds: readonly string[];
  onAdd: (product: InventoryRow) => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [results, setResults] = useState<InventoryRow[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const value = text.trim();
    if (!value) {
      setResults(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setLoading(true);
      setFailed(false);
      try {
        // A name first; a text that names no product may be a SKU.
        let found = await searchCatalogue('name', value, PICKER_RESULTS, controller.signal);
        if (found.products.length === 0) {
          found = await searchCatalogue('sku', value, PICKER_RESULTS, controller.signal);
        }
        setResults(found.products);
      } catch (error) {
        if (!controller.signal.aborted) {
          console.warn('the catalogue search failed', error);
          setFailed(true);
        }
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, PICKER_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  return (
    <Box>
      <TextField
        type="search"
        label={intl.formatMessage({ id: 'orders.create.picker.search' })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        autoComplete="off"
        slotProps={{
          input: { endAdornment: loading ? <CircularProgress size={20} aria-hidden /> : undefined },
        }}
      />
      {failed && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          <FormattedMessage id="orders.create.picker.failed" />
        </Typography>
      )}
      {results && results.length === 0 && !loading && (
        <Typography sx={{ mt: 1 }} role="status">
          <FormattedMessage id="errors.noResults" />
        </Typography>
      )}
      {results && results.length > 0 && (
        <List aria-label={intl.formatMessage({ id: 'orders.create.picker.results' })}>
          {results.map((product) => {
            const chosen = chosenIds.includes(product.productId);
            const levels = [...product.warehouses].sort(
              (a, b) => Number(b.warehouseId === warehouseId) - Number(a.warehouseId === warehouseId),
            );
            return (
              <ListItem
                key={product.productId}
                disableGutters
                sx={{ display: 'flex', gap: 2, borderBottom: 1, borderColor: 'divider' }}
              >
                <Box sx={{ flex: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{product.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {product.sku}
                    {' · '}
                    {levels.length === 0 ? (
                      <FormattedMessage id="orders.create.picker.noStock" />
                    ) : (
                      levels
                        .map((level) =>
                          intl.formatMessage(
                            { id: 'orders.create.picker.availableAt' },
                            { warehouse: level.warehouseName, available: level.available },
                          ),
                        )
                        .join(' · ')
                    )}
                  </Typography>
                </Box>
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<AddIcon />}
                  disabled={chosen}
                  onClick={() => onAdd(product)}
                >
                  {/* The visible word, then the product (read out only): the name starts as the button reads. */}
                  <FormattedMessage id={chosen ? 'orders.create.picker.added' : 'orders.create.picker.add'} />
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    {` ${product.sku}`}
                  </Box>
                </Button>
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
