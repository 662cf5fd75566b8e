// The product calls: one product with its stock and links, its ledger, create (one or several) and replace.
import type {
  Product,
  ProductBatchResult,
  ProductDetail,
  ProductInput,
  ProductMovements,
} from '@estiba/api/contract';
import { apiClient } from '@estiba/shared';

export type {
  Product,
  ProductDetail,
  ProductInput,
  ProductMovement,
  ProductMovements,
  ShopListing,
} from '@estiba/api/contract';

const productPath = (productId: string) => `products/${encodeURIComponent(productId)}`;

export async function fetchProduct(productId: string): Promise<ProductDetail> {
  const { data } = await apiClient.get<ProductDetail>(productPath(productId));
  return data;
}

export async function fetchMovements(
  productId: string,
  page: number,
  limit: number,
): Promise<ProductMovements> {
  const { data } = await apiClient.get<ProductMovements>(`${productPath(productId)}/movements`, {
    params: { page, limit },
  });
  return data;
}

/** Creates a product; the same key answers with what the first request created. */
export async function createProduct(input: ProductInput, idempotencyKey: string): Promise<Product> {
  const { data } = await apiClient.post<Product>('products', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

/** All or nothing; a refusal names each bad row's field as `products.{row}.{field}`. */
export async function createProducts(products: ProductInput[], idempotencyKey: string): Promise<Product[]> {
  const { data } = await apiClient.post<ProductBatchResult>(
    'products/batch',
    { products },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return data.products;
}

export async function updateProduct(productId: string, input: ProductInput): Promise<Product> {
  const { data } = await apiClient.put<Product>(productPath(productId), input);
  return data;
}

/** The product's address: `/products/{productId}/{productHandle}`. */
export const productPagePath = (product: { id: string; handle: string }) =>
  `/products/${encodeURIComponent(product.id)}/${encodeURIComponent(product.handle)}`;

/** The edit form's address: the product's id in the query, so the link can be shared and reloaded. */
export const productEditPath = (productId: string) => `/product/edit?id=${encodeURIComponent(productId)}`;
