// Products from a CSV (/product/create/massive): a new SKU creates a product, a known SKU with other values
// updates it, a known SKU with the same values is skipped. Written through the products module's repository and
// rules (the handle from the name), so an imported product is the same as one made on the form.
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../../platform/db/connection.js';
import { products } from '../../../platform/db/schema.js';
import {
  insertProducts,
  updateProduct,
  type NewProductRow,
  type ProductRow,
} from '../../products/repository.js';
import { productHandle } from '../../products/rules.js';
import {
  optionalCode,
  optionalCurrency,
  optionalInteger,
  optionalMoneyMinor,
  optionalUrl,
  positiveDecimal,
  problem,
  readRow,
  requiredText,
  sameDecimal,
  type Cells,
} from '../rules.js';
import { created, rejected, skipped, updated, type Decision, type KindDefinition } from './kind.js';

export interface ProductRowValue {
  sku: string;
  name: string;
  barcode?: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  weightKg: string;
  declaredValueMinor?: number;
  currency?: string;
  lowStockThreshold?: number;
  imageUrl?: string;
}

/** What a row sets: the given cells only (an empty optional cell keeps what the product has). */
function changes(value: ProductRowValue): Partial<NewProductRow> {
  const set: Partial<NewProductRow> = {
    name: value.name,
    handle: productHandle(value.name),
    lengthCm: value.lengthCm,
    widthCm: value.widthCm,
    heightCm: value.heightCm,
    weightKg: value.weightKg,
  };
  if (value.barcode !== undefined) set.barcode = value.barcode;
  if (value.declaredValueMinor !== undefined) set.declaredValueMinor = value.declaredValueMinor;
  if (value.currency !== undefined) set.currency = value.currency;
  if (value.lowStockThreshold !== undefined) set.lowStockThreshold = value.lowStockThreshold;
  if (value.imageUrl !== undefined) set.imageUrl = value.imageUrl;
  return set;
}

function isSame(row: ProductRow, value: ProductRowValue): boolean {
  const decimals = ['lengthCm', 'widthCm', 'heightCm', 'weightKg'] as const;
  return (
    row.name === value.name &&
    decimals.every((field) => sameDecimal(row[field]) === value[field]) &&
    (value.barcode === undefined || row.barcode === value.barcode) &&
    (value.declaredValueMinor === undefined || Number(row.declaredValueMinor) === value.declaredValueMinor) &&
    (value.currency === undefined || row.currency === value.currency) &&
    (value.lowStockThreshold === undefined || row.lowStockThreshold === value.lowStockThreshold) &&
    (value.imageUrl === undefined || row.imageUrl === value.imageUrl)
  );
}

async function byColumn(
  tx: AppDatabase,
  clientId: string,
  column: typeof products.sku | typeof products.barcode,
  values: string[],
): Promise<ProductRow[]> {
  if (values.length === 0) return [];
  return tx
    .select()
    .from(products)
    .where(and(eq(products.clientId, clientId), inArray(column, values)));
}

export const productsKind: KindDefinition<ProductRowValue> = {
  kind: 'products',
  jobKind: 'import.products',
  columns: [
    { name: 'sku', required: true },
    { name: 'name', required: true },
    { name: 'barcode', required: false },
    { name: 'length_cm', required: true },
    { name: 'width_cm', required: true },
    { name: 'height_cm', required: true },
    { name: 'weight_kg', required: true },
    { name: 'declared_value', required: false },
    { name: 'currency', required: false },
    { name: 'low_stock_threshold', required: false },
    { name: 'image_url', required: false },
  ],
  example: [
    [
      'TSHIRT-BLK-M',
      'Camiseta negra talla M',
      '7501234567895',
      '30',
      '25',
      '2.5',
      '0.250',
      '249.00',
      'MXN',
      '10',
      '',
    ],
    ['CAFE-500', 'Café de altura 500 g', '', '12.5', '8', '20', '0.520', '189.00', 'MXN', '', ''],
  ],
  read: (cells: Cells) =>
    readRow(() => {
      const value: ProductRowValue = {
        sku: requiredText(cells, 'sku', 64),
        name: requiredText(cells, 'name', 200),
        lengthCm: positiveDecimal(cells, 'length_cm', 2),
        widthCm: positiveDecimal(cells, 'width_cm', 2),
        heightCm: positiveDecimal(cells, 'height_cm', 2),
        weightKg: positiveDecimal(cells, 'weight_kg', 3, 7),
      };
      const barcode = optionalCode(cells, 'barcode', 64);
      const declaredValueMinor = optionalMoneyMinor(cells, 'declared_value');
      const currency = optionalCurrency(cells, 'currency');
      const lowStockThreshold = optionalInteger(cells, 'low_stock_threshold', 0, 1_000_000);
      const imageUrl = optionalUrl(cells, 'image_url');
      if (barcode !== undefined) value.barcode = barcode;
      if (declaredValueMinor !== undefined) value.declaredValueMinor = declaredValueMinor;
      if (currency !== undefined) value.currency = currency;
      if (lowStockThreshold !== undefined) value.lowStockThreshold = lowStockThreshold;
      if (imageUrl !== undefined) value.imageUrl = imageUrl;
      return value;
    }),
  key: (value) => value.sku,

  async decide(tx, clientId, rows, write) {
    const bySku = new Map(
      (
        await byColumn(
          tx,
          clientId,
          products.sku,
          rows.map((r) => r.value.sku),
        )
      ).map((p) => [p.sku, p]),
    );
    const barcodes = rows.flatMap((r) => (r.value.barcode ? [r.value.barcode] : []));
    // A barcode belongs to one SKU: the stored products' and, within the batch, the first row's that claims it.
    const barcodeOwner = new Map(
      (await byColumn(tx, clientId, products.barcode, barcodes)).map((p) => [p.barcode!, p.sku]),
    );
    const toInsert: NewProductRow[] = [];
    const decisions: Decision[] = [];
    for (const { value } of rows) {
      const owner = value.barcode ? barcodeOwner.get(value.barcode) : undefined;
      if (value.barcode && owner !== undefined && owner !== value.sku) {
        decisions.push(rejected(problem('barcodeTaken', 'barcode', value.barcode)));
        continue;
      }
      if (value.barcode) barcodeOwner.set(value.barcode, value.sku);
      const existing = bySku.get(value.sku);
      if (!existing) {
        toInsert.push({
          clientId,
          sku: value.sku,
          lengthCm: value.lengthCm,
          widthCm: value.widthCm,
          heightCm: value.heightCm,
          weightKg: value.weightKg,
          name: value.name,
          handle: productHandle(value.name),
          ...changes(value),
        });
        decisions.push(created);
      } else if (isSame(existing, value)) {
        decisions.push(skipped);
      } else {
        if (write) await updateProduct(tx, clientId, existing.id, changes(value));
        decisions.push(updated);
      }
    }
    if (write && toInsert.length > 0) await insertProducts(tx, toInsert);
    return decisions;
  },
};
