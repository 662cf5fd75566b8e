// The product calls: one product with its stock and links, its ledger, create (one or several) and replace.
import { apiClient } from '@estiba/shared';
import type { StockFigures, WarehouseStock } from './inventory.api';

// TODO(contract): replace these with the API's types (api/src/modules/products/schemas.ts: ProductInput,
// Product, ProductDetail, ShopListing; api/src/modules/inventory/schemas.ts: ProductMovement, ProductMovements)
// once `@estiba/api/contract` exports them.
export interface ProductInput {
  sku: string;
  name: string;
  barcode?: string | null;
  /** Exact decimals as strings. */
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  weightKg: string;
  declaredValueMinor?: number;
  currency?: string;
  imageUrl?: string | null;
  lowStockThreshold?: number | null;
}

// TODO(contract)
export interface Product extends Required<Omit<ProductInput, 'barcode' | 'imageUrl' | 'lowStockThreshold'>> {
  id: string;
  handle: string;
  barcode: string | null;
  imageUrl: string | null;
  isBundle: boolean;
  lowStockThreshold: number | null;
  components: { productId: string; sku: string; name: string; quantity: number }[];
  createdAt: string;
  updatedAt: string;
}

// TODO(contract)
export interface ShopListing {
  id: string;
  shopId: string;
  shopName: string;
  ecommerce: string;
  externalId: string;
  sku: string;
  title: string;
  priceMinor: number | null;
  linkedAt: string | null;
}

// TODO(contract)
export interface ProductDetail {
  product: Product;
  stock: { total: StockFigures; warehouses: WarehouseStock[] };
  listings: ShopListing[];
  usedInBundles: { productId: string; sku: string; name: string; quantity: number }[];
}

// TODO(contract)
export type MovementReason =
  'received' | 'reserved' | 'released' | 'shipped' | 'returned' | 'adjusted' | 'damaged';

// TODO(contract)
export interface ProductMovement {
  id: number;
  createdAt: string;
  warehouseId: string;
  warehouseName: string;
  reason: MovementReason;
  quantity: number;
  /** On hand in that warehouse after this movement. */
  onHandAfter: number;
  document: {
    type: 'receiving_box' | 'order' | 'return' | 'adjustment' | 'import' | 'discrepancy';
    id: string;
    line: string;
    link: { kind: 'receiving_order'; receivingOrderId: string } | null;
  };
  note: string | null;
  createdBy: string | null;
}

// TODO(contract)
export interface ProductMovements {
  movements: ProductMovement[];
  totalRows: number;
}

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
  const { data } = await apiClient.post<{ products: Product[] }>(
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
