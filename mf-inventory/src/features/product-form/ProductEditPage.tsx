import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import {
  failedResponse,
  failureMessage,
  fetchProduct,
  HTTP_NOT_FOUND,
  LoadFailure,
  productPagePath,
  updateProduct,
  type Product,
  type UiMessage,
} from '../inventory-common';
import { ProductForm } from './ProductForm';
import { fromProduct, toProductInput } from './productForm.rules';

const HEADING_ID = 'product-edit-title';

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: UiMessage }
  | { status: 'done'; product: Product };

/** `/product/edit?id={productId}`: a product's data, saved over the old; then its page. */
export function ProductEditPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const productId = params.get('id') ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    if (!productId) {
      setLoaded({ status: 'missing' });
      return;
    }
    setLoaded({ status: 'loading' });
    fetchProduct(productId).then(
      (detail) => live && setLoaded({ status: 'done', product: detail.product }),
      (error: unknown) => {
        if (!live) return;
        if (failedResponse(error)?.status === HTTP_NOT_FOUND) setLoaded({ status: 'missing' });
        else setLoaded({ status: 'failed', message: failureMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [productId, attempt]);

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography component="h1" variant="h5" id={HEADING_ID} sx={{ mb: 2 }}>
        {loaded.status === 'done' ? (
          <FormattedMessage id="inventory.productForm.editTitle" values={{ sku: loaded.product.sku }} />
        ) : (
          <FormattedMessage
            id={
              loaded.status === 'missing'
                ? 'inventory.product.missing'
                : 'inventory.productForm.editTitleShort'
            }
          />
        )}
      </Typography>
      {loaded.status === 'loading' && (
        <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
      )}
      {loaded.status === 'failed' && (
        <LoadFailure message={loaded.message} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {loaded.status === 'missing' && (
        <Link component={RouterLink} to="/inventory">
          <FormattedMessage id="inventory.product.backToInventory" />
        </Link>
      )}
      {loaded.status === 'done' && (
        <ProductForm
          initialValues={fromProduct(loaded.product)}
          submitLabelId="inventory.productForm.save"
          labelledBy={HEADING_ID}
          onSave={async (values) => {
            const product = await updateProduct(loaded.product.id, toProductInput(values));
            navigate(productPagePath(product));
          }}
          footer={
            <Button component={RouterLink} to={productPagePath(loaded.product)}>
              <FormattedMessage id="common.cancel" />
            </Button>
          }
        />
      )}
    </Box>
  );
}

export default ProductEditPage;
