// What makes a product's data acceptable, without the database: the handle derived from its name, positive
// dimensions and weight, and bundle components that make sense. Duplicates against stored products are the
// service's check (it reads them); these are the per-row rules both single and batch creation share.
import type { ProductInput } from './schemas.js';

export const PRODUCT_ERRORS = {
  notFound: 'The product was not found.',
  skuTaken: 'This SKU is already used by another product.',
  barcodeTaken: 'This barcode is already used by another product.',
  skuRepeated: 'This SKU appears more than once in the list.',
  barcodeRepeated: 'This barcode appears more than once in the list.',
  positive: 'Must be greater than 0.',
  componentUnknown: 'A component is not one of your products.',
  componentBundle: 'A bundle cannot be a component of another bundle.',
  componentSelf: 'A bundle cannot contain itself.',
  componentRepeated: 'A component appears more than once.',
  componentOfBundle: 'This product is a component of a bundle, so it cannot be a bundle itself.',
  batchRefused: 'Some products could not be created; nothing was saved.',
} as const;

const HANDLE_MAX = 80;

/** The URL tail from a name: accents dropped, lower case, words joined by hyphens (`Café Añejo` → `cafe-anejo`). */
export function productHandle(name: string): string {
  const handle = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, HANDLE_MAX)
    .replace(/-+$/g, '');
  return handle || 'product';
}

const isPositive = (decimal: string): boolean => /[1-9]/.test(decimal);

/** Per-field problems of one product's input that need no database, keyed by field. */
export function inputProblems(input: ProductInput, selfId?: string): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of ['lengthCm', 'widthCm', 'heightCm', 'weightKg'] as const) {
    if (!isPositive(input[field])) problems[field] = PRODUCT_ERRORS.positive;
  }
  const components = input.components ?? [];
  const ids = components.map((c) => c.productId);
  if (new Set(ids).size !== ids.length) problems.components = PRODUCT_ERRORS.componentRepeated;
  else if (selfId && ids.includes(selfId)) problems.components = PRODUCT_ERRORS.componentSelf;
  return problems;
}
