import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { currencySymbol, formatAmount2 } from '@estiba/shared';
import {
  failureMessage,
  fetchProduct,
  HTTP_NOT_FOUND,
  failedResponse,
  LoadFailure,
  NO_VALUE,
  productEditPath,
  productPagePath,
  useBusEvent,
  type ProductDetail,
  type UiMessage,
} from '../inventory-common';
import { ProductLedger } from './ProductLedger';

const BUCKETS = ['onHand', 'reserved', 'available', 'incoming', 'damaged'] as const;
type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: UiMessage }
  | { status: 'done'; detail: ProductDetail };

/** Minor units as money: exact integer arithmetic, two decimals. */
const money = (minor: number, currency: string) =>
  `${currencySymbol(currency)}${formatAmount2(minor / 100)} ${currency}`;

/**
 * `/products/:productId/:productHandle?`: one product: its data, stock per warehouse, the movement ledger, the
 * shop listings linked to it (shared stock), its bundle components, and Edit. A stock change reloads it.
 */
export function ProductDetailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { productId = '', productHandle } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [attempt, setAttempt] = useState(0);

  const load = useCallback(
    async (live: () => boolean) => {
      try {
        const detail = await fetchProduct(productId);
        if (!live()) return;
        setLoaded({ status: 'done', detail });
        // The readable tail follows the product's name; an old or missing one is replaced in the address.
        if (productHandle !== detail.product.handle)
          navigate(productPagePath(detail.product), { replace: true });
      } catch (error) {
        if (!live()) return;
        if (failedResponse(error)?.status === HTTP_NOT_FOUND) setLoaded({ status: 'missing' });
        else setLoaded({ status: 'failed', message: failureMessage(error) });
      }
    },
    [productId, productHandle, navigate],
  );
  useEffect(() => {
    let current = true;
    void load(() => current);
    return () => {
      current = false;
    };
  }, [load, version, attempt]);

  useBusEvent('stock.changed', (change) => {
    if (change.productId === productId) setVersion((count) => count + 1);
  });

  if (loaded.status === 'loading') {
    return (
      <Box sx={{ p: 3 }}>
        <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </Box>
    );
  }
  if (loaded.status !== 'done') {
    return (
      <Box sx={{ p: 3 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          <FormattedMessage
            id={loaded.status === 'missing' ? 'inventory.product.missing' : 'inventory.product.title'}
          />
        </Typography>
        {loaded.status === 'failed' && (
          <LoadFailure message={loaded.message} onRetry={() => setAttempt((count) => count + 1)} />
        )}
        <Link component={RouterLink} to="/inventory">
          <FormattedMessage id="inventory.product.backToInventory" />
        </Link>
      </Box>
    );
  }

  const { product, stock, listings, usedInBundles } = loaded.detail;
  const facts: [string, string][] = [
    ['sku', product.sku],
    ['barcode', product.barcode ?? NO_VALUE],
    [
      'dimensions',
      intl.formatMessage(
        { id: 'inventory.product.dimensionsValue' },
        { length: product.lengthCm, width: product.widthCm, height: product.heightCm },
      ),
    ],
    ['weight', intl.formatMessage({ id: 'inventory.product.weightValue' }, { weight: product.weightKg })],
    ['declaredValue', money(product.declaredValueMinor, product.currency)],
    ['lowStockThreshold', product.lowStockThreshold === null ? NO_VALUE : String(product.lowStockThreshold)],
  ];

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <Link component={RouterLink} to="/inventory" variant="body2">
        <FormattedMessage id="inventory.product.backToInventory" />
      </Link>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
        <Typography component="h1" variant="h5">
          {product.name}
        </Typography>
        {product.isBundle && (
          <Chip size="small" label={intl.formatMessage({ id: 'inventory.product.bundle' })} />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          component={RouterLink}
          to={productEditPath(product.id)}
          variant="contained"
          startIcon={<EditIcon />}
        >
          <FormattedMessage id="inventory.product.edit" />
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, m: 0 }}
        >
          {facts.map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                <FormattedMessage id={`inventory.product.facts.${key}`} />
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>

      <Typography component="h2" variant="h6" id="product-stock" sx={{ mt: 3, mb: 1 }}>
        <FormattedMessage id="inventory.product.stock" />
      </Typography>
      {stock.warehouses.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="inventory.product.noStock" />{' '}
          <Link component={RouterLink} to="/send-inventory">
            <FormattedMessage id="inventory.nav.sendInventory" />
          </Link>
        </Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="product-stock">
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="inventory.common.warehouse" />
                </TableCell>
                {BUCKETS.map((bucket) => (
                  <TableCell key={bucket} align="right">
                    <FormattedMessage id={`inventory.common.${bucket}`} />
                  </TableCell>
                ))}
                <TableCell align="right">
                  <FormattedMessage id="inventory.common.daysOfCover" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {[
                ...stock.warehouses.map((level) => ({
                  key: level.warehouseId,
                  name: level.warehouseName,
                  level,
                })),
                {
                  key: 'total',
                  name: intl.formatMessage({ id: 'inventory.product.total' }),
                  level: stock.total,
                },
              ].map(({ key, name, level }) => (
                <TableRow key={key}>
                  <TableCell component="th" scope="row">
                    {name}
                  </TableCell>
                  {BUCKETS.map((bucket) => (
                    <TableCell key={bucket} align="right">
                      {level[bucket]}
                    </TableCell>
                  ))}
                  <TableCell align="right">
                    {level.daysOfCover === null
                      ? NO_VALUE
                      : intl.formatMessage({ id: 'inventory.list.days' }, { days: level.daysOfCover })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}

      <ProductLedger productId={product.id} version={version} />

      <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        <FormattedMessage id="inventory.product.listings" />
      </Typography>
      {listings.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="inventory.product.noListings" />
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {listings.map((listing) => (
            <li key={listing.id}>
              <FormattedMessage
                id="inventory.product.listing"
                values={{
                  shop: listing.shopName,
                  platform: listing.ecommerce,
                  title: listing.title,
                  sku: listing.sku,
                }}
              />
            </li>
          ))}
        </Box>
      )}

      {(product.components.length > 0 || usedInBundles.length > 0) && (
        <>
          <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
            <FormattedMessage id="inventory.product.bundles" />
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {product.components.map((component) => (
              <li key={`c-${component.productId}`}>
                <FormattedMessage
                  id="inventory.product.component"
                  values={{ quantity: component.quantity, sku: component.sku, name: component.name }}
                />
              </li>
            ))}
            {usedInBundles.map((bundle) => (
              <li key={`b-${bundle.productId}`}>
                <FormattedMessage
                  id="inventory.product.usedIn"
                  values={{ quantity: bundle.quantity, sku: bundle.sku, name: bundle.name }}
                />
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
