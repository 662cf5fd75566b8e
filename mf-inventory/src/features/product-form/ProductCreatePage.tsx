import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { Box, Button, Typography } from '@mui/material';
import { createProduct, newIdempotencyKey, productPagePath } from '../inventory-common';
import { ProductForm } from './ProductForm';
import { emptyProduct, toProductInput } from './productForm.rules';

const HEADING_ID = 'product-create-title';

/** `/product/create`: a new product; once saved, its page. */
export function ProductCreatePage() {
  const navigate = useNavigate();
  // One key per product being created: a send retried after a lost answer creates it once. A refusal saved
  // nothing, so the corrected values go with a new key.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [initialValues] = useState(emptyProduct);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography component="h1" variant="h5" id={HEADING_ID} sx={{ mb: 2 }}>
        <FormattedMessage id="inventory.productForm.createTitle" />
      </Typography>
      <ProductForm
        initialValues={initialValues}
        submitLabelId="inventory.productForm.create"
        labelledBy={HEADING_ID}
        onSave={async (values) => {
          const product = await createProduct(toProductInput(values), idempotencyKey);
          navigate(productPagePath(product));
        }}
        onRefused={() => setIdempotencyKey(newIdempotencyKey())}
        footer={
          <Button component={RouterLink} to="/multipleProduct/create">
            <FormattedMessage id="inventory.productForm.several" />
          </Button>
        }
      />
    </Box>
  );
}

export default ProductCreatePage;
