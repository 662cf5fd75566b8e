// Products: create (one, or a batch all-or-nothing), read with stock, listings and components, replace, and
// read its ledger. Every query runs as the caller's client (asClient). No HTTP here.
import type { Database } from '../../platform/db/connection.js';
import type { AppDatabase } from '../../platform/db/connection.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors.js';
import type { Session } from '../accounts/service.js';
import { displayNames, listProductMovements, movementsView } from '../inventory/movements.js';
import { stockOfProduct, totalOf } from '../inventory/repository.js';
import type { ProductMovements, ProductMovementsQuery } from '../inventory/schemas.js';
import {
  bundlesContaining,
  componentsOf,
  findByIdempotencyKeys,
  findProduct,
  findProductsByIds,
  findTaken,
  insertProducts,
  listingsOf,
  replaceComponents,
  updateProduct,
  type NewProductRow,
  type ProductRow,
} from './repository.js';
import { inputProblems, PRODUCT_ERRORS, productHandle } from './rules.js';
import type { BundleComponent, Product, ProductDetail, ProductInput } from './schemas.js';

const toIso = (value: Date | string): string => new Date(value).toISOString();

function view(row: ProductRow, components: BundleComponent[]): Product {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    handle: row.handle,
    barcode: row.barcode,
    lengthCm: row.lengthCm,
    widthCm: row.widthCm,
    heightCm: row.heightCm,
    weightKg: row.weightKg,
    declaredValueMinor: row.declaredValueMinor,
    currency: row.currency,
    imageUrl: row.imageUrl,
    isBundle: row.isBundle,
    lowStockThreshold: row.lowStockThreshold,
    components,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

function values(clientId: string, input: ProductInput): Omit<NewProductRow, 'idempotencyKey'> {
  return {
    clientId,
    sku: input.sku,
    name: input.name.trim(),
    handle: productHandle(input.name),
    barcode: input.barcode ?? null,
    lengthCm: input.lengthCm,
    widthCm: input.widthCm,
    heightCm: input.heightCm,
    weightKg: input.weightKg,
    declaredValueMinor: input.declaredValueMinor ?? 0,
    currency: input.currency ?? 'MXN',
    imageUrl: input.imageUrl ?? null,
    isBundle: (input.components?.length ?? 0) > 0,
    lowStockThreshold: input.lowStockThreshold ?? null,
  };
}

/** Row problems keyed `prefix + field`, for one product (prefix '') or a batch's row (`products.3.`). */
type Problems = Record<string, string>;

async function componentProblems(
  tx: AppDatabase,
  clientId: string,
  inputs: ProductInput[],
  prefix: (row: number) => string,
): Promise<Problems> {
  const ids = [...new Set(inputs.flatMap((input) => (input.components ?? []).map((c) => c.productId)))];
  const found = new Map((await findProductsByIds(tx, clientId, ids)).map((p) => [p.id, p]));
  const problems: Problems = {};
  inputs.forEach((input, row) => {
    for (const component of input.components ?? []) {
      const product = found.get(component.productId);
      if (!product) problems[`${prefix(row)}components`] = PRODUCT_ERRORS.componentUnknown;
      else if (product.isBundle) problems[`${prefix(row)}components`] = PRODUCT_ERRORS.componentBundle;
    }
  });
  return problems;
}

/** SKUs and barcodes taken by stored products (other than `selfId`) or repeated within the inputs. */
async function duplicateProblems(
  tx: AppDatabase,
  clientId: string,
  inputs: ProductInput[],
  prefix: (row: number) => string,
  selfId?: string,
): Promise<Problems> {
  const taken = (
    await findTaken(
      tx,
      clientId,
      inputs.map((i) => i.sku),
      inputs.flatMap((i) => (i.barcode ? [i.barcode] : [])),
    )
  ).filter((p) => p.id !== selfId);
  const takenSkus = new Set(taken.map((p) => p.sku));
  const takenBarcodes = new Set(taken.flatMap((p) => (p.barcode ? [p.barcode] : [])));
  const seenSkus = new Set<string>();
  const seenBarcodes = new Set<string>();
  const problems: Problems = {};
  inputs.forEach((input, row) => {
    if (takenSkus.has(input.sku)) problems[`${prefix(row)}sku`] = PRODUCT_ERRORS.skuTaken;
    else if (seenSkus.has(input.sku)) problems[`${prefix(row)}sku`] = PRODUCT_ERRORS.skuRepeated;
    seenSkus.add(input.sku);
    if (!input.barcode) return;
    if (takenBarcodes.has(input.barcode)) problems[`${prefix(row)}barcode`] = PRODUCT_ERRORS.barcodeTaken;
    else if (seenBarcodes.has(input.barcode))
      problems[`${prefix(row)}barcode`] = PRODUCT_ERRORS.barcodeRepeated;
    seenBarcodes.add(input.barcode);
  });
  return problems;
}

/** One product's refusal: the first problem is the message, its field the `field` the form highlights. */
function refuseOne(problems: Problems): void {
  const [first] = Object.entries(problems);
  if (!first) return;
  const [field, message] = first;
  const conflict = message === PRODUCT_ERRORS.skuTaken || message === PRODUCT_ERRORS.barcodeTaken;
  const extras = { field, fieldErrors: problems };
  throw conflict ? new Conflict(message, extras) : new ValidationFailed(message, extras);
}

export class ProductsService {
  constructor(private readonly database: Database) {}

  private async components(tx: AppDatabase, rows: ProductRow[]): Promise<Map<string, BundleComponent[]>> {
    const found = await componentsOf(
      tx,
      rows.filter((r) => r.isBundle).map((r) => r.id),
    );
    const byBundle = new Map<string, BundleComponent[]>();
    for (const { bundleId, ...component } of found) {
      byBundle.set(bundleId, [...(byBundle.get(bundleId) ?? []), component]);
    }
    return byBundle;
  }

  private async views(tx: AppDatabase, rows: ProductRow[]): Promise<Product[]> {
    const components = await this.components(tx, rows);
    return rows.map((row) => view(row, components.get(row.id) ?? []));
  }

  private async insert(
    tx: AppDatabase,
    clientId: string,
    inputs: ProductInput[],
    keys: string[],
  ): Promise<Product[]> {
    const rows = await insertProducts(
      tx,
      inputs.map((input, i) => ({ ...values(clientId, input), idempotencyKey: keys[i]! })),
    );
    for (const [i, row] of rows.entries()) {
      await replaceComponents(tx, clientId, row.id, inputs[i]!.components ?? []);
    }
    return this.views(tx, rows);
  }

  async create(
    session: Session,
    key: string,
    input: ProductInput,
  ): Promise<{ product: Product; created: boolean }> {
    return asClient(this.database, session.clientId, async (tx) => {
      const [replayed] = await findByIdempotencyKeys(tx, session.clientId, [key]);
      if (replayed) return { product: (await this.views(tx, [replayed]))[0]!, created: false };
      const one = () => '';
      refuseOne(inputProblems(input));
      refuseOne(await duplicateProblems(tx, session.clientId, [input], one));
      refuseOne(await componentProblems(tx, session.clientId, [input], one));
      const [product] = await this.insert(tx, session.clientId, [input], [key]);
      return { product: product!, created: true };
    });
  }

  async createBatch(
    session: Session,
    key: string,
    inputs: ProductInput[],
  ): Promise<{ products: Product[]; created: boolean }> {
    const keys = inputs.map((_, row) => `${key}#${row}`);
    return asClient(this.database, session.clientId, async (tx) => {
      const replayed = await findByIdempotencyKeys(tx, session.clientId, keys);
      if (replayed.length > 0) {
        const order = new Map(keys.map((k, i) => [k, i]));
        replayed.sort((a, b) => order.get(a.idempotencyKey!)! - order.get(b.idempotencyKey!)!);
        return { products: await this.views(tx, replayed), created: false };
      }
      const prefix = (row: number) => `products.${row}.`;
      const problems: Problems = {};
      inputs.forEach((input, row) => {
        for (const [field, message] of Object.entries(inputProblems(input))) {
          problems[`${prefix(row)}${field}`] = message;
        }
      });
      const duplicates = await duplicateProblems(tx, session.clientId, inputs, prefix);
      Object.assign(problems, duplicates, await componentProblems(tx, session.clientId, inputs, prefix));
      if (Object.keys(problems).length > 0) {
        const conflict = Object.values(duplicates).some(
          (m) => m === PRODUCT_ERRORS.skuTaken || m === PRODUCT_ERRORS.barcodeTaken,
        );
        const extras = { fieldErrors: problems };
        throw conflict
          ? new Conflict(PRODUCT_ERRORS.batchRefused, extras)
          : new ValidationFailed(PRODUCT_ERRORS.batchRefused, extras);
      }
      return { products: await this.insert(tx, session.clientId, inputs, keys), created: true };
    });
  }

  async detail(session: Session, productId: string): Promise<ProductDetail> {
    return asClient(this.database, session.clientId, async (tx) => {
      const row = await findProduct(tx, session.clientId, productId);
      if (!row) throw new NotFound(PRODUCT_ERRORS.notFound);
      const [product] = await this.views(tx, [row]);
      const warehouses = await stockOfProduct(tx, session.clientId, productId);
      const listings = await listingsOf(tx, productId);
      return {
        product: product!,
        stock: { total: totalOf(warehouses), warehouses },
        listings: listings.map((l) => ({ ...l, linkedAt: l.linkedAt ? toIso(l.linkedAt) : null })),
        usedInBundles: await bundlesContaining(tx, productId),
      };
    });
  }

  async update(session: Session, productId: string, input: ProductInput): Promise<Product> {
    return asClient(this.database, session.clientId, async (tx) => {
      const existing = await findProduct(tx, session.clientId, productId);
      if (!existing) throw new NotFound(PRODUCT_ERRORS.notFound);
      const one = () => '';
      refuseOne(inputProblems(input, productId));
      refuseOne(await duplicateProblems(tx, session.clientId, [input], one, productId));
      refuseOne(await componentProblems(tx, session.clientId, [input], one));
      if ((input.components?.length ?? 0) > 0 && (await bundlesContaining(tx, productId)).length > 0) {
        refuseOne({ components: PRODUCT_ERRORS.componentOfBundle });
      }
      const row = await updateProduct(tx, session.clientId, productId, values(session.clientId, input));
      await replaceComponents(tx, session.clientId, productId, input.components ?? []);
      return (await this.views(tx, [row!]))[0]!;
    });
  }

  async movements(
    session: Session,
    productId: string,
    query: ProductMovementsQuery,
  ): Promise<ProductMovements> {
    const limit = query.limit ?? 50;
    const { rows, totalRows } = await asClient(this.database, session.clientId, async (tx) => {
      if (!(await findProduct(tx, session.clientId, productId))) throw new NotFound(PRODUCT_ERRORS.notFound);
      return listProductMovements(tx, session.clientId, productId, {
        limit,
        offset: ((query.page ?? 1) - 1) * limit,
        ...(query.warehouseId ? { warehouseId: query.warehouseId } : {}),
      });
    });
    const ids = [...new Set(rows.flatMap((row) => (row.created_by ? [row.created_by] : [])))];
    const names = await asOperator(this.database, (tx) => displayNames(tx, ids));
    return movementsView(rows, totalRows, names);
  }
}
