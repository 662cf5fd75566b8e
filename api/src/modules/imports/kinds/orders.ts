// Orders from a CSV (/orders/import): one row per line, the rows with the same order_number forming one order
// (they must agree on its shop, warehouse, customer and address). An order is created `pending` as the orders
// module's createOrder makes one — order, lines, the history's first row and the order.created event, in the
// batch's transaction — with source 'import', a batch's orders in a few statements (10,000 orders per file). An order number the client already has (for that shop) is refused, so
// a file imported twice, or a job retried, creates nothing twice; a refused row refuses its whole order.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../platform/db/connection.js';
import { rowsOf } from '../../inventory/ledger.js';
import { processOrder } from '../../orders/actions.js';
import { automaticShopIds } from '../../orders/automatic-orders-repository.js';
import { recordEvents } from '../../../platform/events/outbox.js';
import {
  optionalEmail,
  optionalText,
  problem,
  readRow,
  requiredCountry,
  requiredInteger,
  requiredText,
  optionalCode,
  type Cells,
  type RowProblem,
} from '../rules.js';
import type { OrdersOverview, OrdersOverviewStock, OrdersOverviewWarehouse } from '../schemas.js';
import { created, rejected, type Decision, type KindDefinition, type ReadRow } from './kind.js';
import { shopFinder } from './shops.js';

/** The most units one line may ask for. */
export const MAX_LINE_QUANTITY = 100_000;

export interface OrderRowValue {
  orderNumber: string;
  shop?: string;
  warehouse: string;
  customerName: string;
  customerEmail?: string;
  customerPhone?: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state?: string;
  postalCode: string;
  country: string;
  sku: string;
  quantity: number;
}

/** What every row of one order must agree on. */
function header(value: OrderRowValue): string {
  const { sku: _sku, quantity: _quantity, ...rest } = value;
  return JSON.stringify({
    ...rest,
    shop: rest.shop?.toLowerCase(),
    warehouse: rest.warehouse.toLowerCase(),
  });
}

interface WarehouseRef {
  id: string;
  name: string;
  currency: string;
}

/** Warehouses as the warehouse column names them: by id or by name, any case. */
async function warehouseFinder(tx: AppDatabase): Promise<(cell: string) => WarehouseRef | undefined> {
  const rows = rowsOf<WarehouseRef>(await tx.execute(sql`SELECT id, name, currency FROM warehouses`));
  const byKey = new Map<string, WarehouseRef>();
  for (const row of rows) {
    byKey.set(row.id.toLowerCase(), row);
    byKey.set(row.name.trim().toLowerCase(), row);
  }
  return (cell) => byKey.get(cell.trim().toLowerCase());
}

interface ProductRef {
  id: string;
  sku: string;
  name: string;
  declaredValueMinor: number;
}

async function productsBySku(
  tx: AppDatabase,
  clientId: string,
  skus: string[],
): Promise<Map<string, ProductRef>> {
  if (skus.length === 0) return new Map();
  const rows = rowsOf<ProductRef>(
    await tx.execute(sql`
      SELECT id, sku, name, declared_value_minor::float8 AS "declaredValueMinor" FROM products
       WHERE client_id = ${clientId} AND sku IN (${sql.join(
         skus.map((s) => sql`${s}`),
         sql`, `,
       )})`),
  );
  return new Map(rows.map((r) => [r.sku, { ...r, declaredValueMinor: Number(r.declaredValueMinor) }]));
}

async function knownCountries(tx: AppDatabase, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = rowsOf<{ code: string }>(
    await tx.execute(
      sql`SELECT code FROM countries WHERE code IN (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    ),
  );
  return new Set(rows.map((r) => r.code));
}

/** The client's existing order references, as "shopId|reference" ('' for orders of no shop). */
async function existingReferences(
  tx: AppDatabase,
  clientId: string,
  references: string[],
): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const rows = rowsOf<{ shop: string; reference: string }>(
    await tx.execute(sql`
      SELECT coalesce(shop_id::text, '') AS shop, reference FROM orders
       WHERE client_id = ${clientId} AND reference IN (${sql.join(
         references.map((r) => sql`${r}`),
         sql`, `,
       )})`),
  );
  return new Set(rows.map((r) => `${r.shop}|${r.reference}`));
}

/** The rows of each order, in the order of their first row. */
function groupByOrder(rows: readonly ReadRow<OrderRowValue>[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const list = groups.get(row.value.orderNumber);
    if (list) list.push(i);
    else groups.set(row.value.orderNumber, [i]);
  });
  return groups;
}

interface Resolved {
  warehouse: WarehouseRef;
  shopId: string | null;
  products: ProductRef[];
}

/** Looks up what a batch's orders name; per order its resolution or the row (index) and problem refusing it. */
async function resolve(
  tx: AppDatabase,
  clientId: string,
  rows: readonly ReadRow<OrderRowValue>[],
): Promise<Map<string, Resolved | { index: number; problem: RowProblem }>> {
  const values = rows.map((r) => r.value);
  // One after another: a transaction is one connection, which runs one query at a time (pg refuses overlap).
  const findShop = await shopFinder(tx, clientId);
  const findWarehouse = await warehouseFinder(tx);
  const products = await productsBySku(tx, clientId, [...new Set(values.map((v) => v.sku))]);
  const countries = await knownCountries(tx, [...new Set(values.map((v) => v.country))]);
  const existing = await existingReferences(tx, clientId, [...new Set(values.map((v) => v.orderNumber))]);
  const answers = new Map<string, Resolved | { index: number; problem: RowProblem }>();
  for (const [orderNumber, indexes] of groupByOrder(rows)) {
    const first = values[indexes[0]!]!;
    const refuse = (index: number, reason: RowProblem) =>
      answers.set(orderNumber, { index, problem: reason });
    const shop = first.shop === undefined ? null : findShop(first.shop);
    if (shop === undefined) {
      refuse(indexes[0]!, problem('shopUnknown', 'shop', first.shop!));
      continue;
    }
    const warehouse = findWarehouse(first.warehouse);
    if (!warehouse) {
      refuse(indexes[0]!, problem('warehouseUnknown', 'warehouse', first.warehouse));
      continue;
    }
    if (!countries.has(first.country)) {
      refuse(indexes[0]!, problem('countryUnknown', 'country', first.country));
      continue;
    }
    if (existing.has(`${shop?.id ?? ''}|${orderNumber}`)) {
      refuse(indexes[0]!, problem('orderExists', 'order_number', orderNumber));
      continue;
    }
    const unknown = indexes.find((i) => !products.has(values[i]!.sku));
    if (unknown !== undefined) {
      refuse(unknown, problem('productUnknown', 'sku', values[unknown]!.sku));
      continue;
    }
    answers.set(orderNumber, {
      warehouse,
      shopId: shop?.id ?? null,
      products: indexes.map((i) => products.get(values[i]!.sku)!),
    });
  }
  return answers;
}

/** The language the customer is written to in (the tracking e-mail), by the address's country. */
const LANGUAGE_OF_COUNTRY: Record<string, string> = {
  MX: 'es-MX',
  US: 'en-US',
  CO: 'es-CO',
  AR: 'es-AR',
  CL: 'es-CL',
  ES: 'es-ES',
};
const DEFAULT_LANGUAGE = 'es-MX';

interface NewOrder {
  reference: string;
  shopId: string | null;
  warehouseId: string;
  currency: string;
  language: string;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postalCode: string;
  countryCode: string;
  lines: { productId: string; sku: string; name: string; quantity: number; unitPriceMinor: number }[];
}

/**
 * Inserts a batch's orders as createOrder makes one (pending, Estiba's number, lines, the history's first row,
 * order.created), in a few statements for the whole batch, each taking its rows as one JSON parameter. An order
 * whose number the client has already (a concurrent import) is left out: false at its index.
 */
export async function insertOrders(
  tx: AppDatabase,
  actor: { clientId: string; userId: string | null },
  orders: readonly NewOrder[],
): Promise<boolean[]> {
  const { clientId, userId } = actor;
  const numbers = rowsOf<{ n: string }>(
    await tx.execute(
      sql`SELECT nextval('order_number_seq')::text AS n FROM generate_series(1, ${orders.length})`,
    ),
  );
  const records = orders.map((o, i) => ({
    number: numbers[i]!.n,
    reference: o.reference,
    shop_id: o.shopId,
    warehouse_id: o.warehouseId,
    customer_name: o.customerName,
    customer_email: o.customerEmail,
    customer_phone: o.customerPhone,
    address_line1: o.line1,
    address_line2: o.line2,
    city: o.city,
    region: o.region,
    postal_code: o.postalCode,
    country_code: o.countryCode,
    language: o.language,
    currency: o.currency,
    total_minor: o.lines.reduce((sum, l) => sum + l.quantity * l.unitPriceMinor, 0),
  }));
  const inserted = rowsOf<{ id: string; number: string }>(
    await tx.execute(sql`
      INSERT INTO orders (client_id, number, reference, shop_id, source, warehouse_id, customer_name, customer_email,
                          customer_phone, address_line1, address_line2, city, region, postal_code, country_code,
                          language, currency, total_minor, created_by)
      SELECT ${clientId}, r.number, r.reference, r.shop_id, 'import', r.warehouse_id, r.customer_name,
             r.customer_email, r.customer_phone, r.address_line1, r.address_line2, r.city, r.region, r.postal_code,
             r.country_code, r.language, r.currency, r.total_minor, ${userId}::uuid
        FROM json_to_recordset(${JSON.stringify(records)}::json) AS r(
          number bigint, reference text, shop_id uuid, warehouse_id text, customer_name text, customer_email text,
          customer_phone text, address_line1 text, address_line2 text, city text, region text, postal_code text,
          country_code text, language text, currency text, total_minor bigint)
      ON CONFLICT (client_id, coalesce(shop_id::text, ''), reference) DO NOTHING
      RETURNING id, number::text AS number`),
  );
  const idOf = new Map(inserted.map((r) => [r.number, r.id]));
  const ids = records.map((r) => idOf.get(r.number) ?? null);
  const made = orders.flatMap((order, i) => (ids[i] ? [{ order, id: ids[i] }] : []));
  if (made.length === 0) return ids.map(() => false);
  const lines = made.flatMap(({ order, id }) =>
    order.lines.map((l, n) => ({
      order_id: id,
      position: n + 1,
      product_id: l.productId,
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      unit_price_minor: l.unitPriceMinor,
    })),
  );
  await tx.execute(sql`
    INSERT INTO order_lines (client_id, order_id, position, product_id, sku, name, quantity, unit_price_minor)
    SELECT ${clientId}, r.order_id, r.position, r.product_id, r.sku, r.name, r.quantity, r.unit_price_minor
      FROM json_to_recordset(${JSON.stringify(lines)}::json) AS r(
        order_id uuid, position integer, product_id uuid, sku text, name text, quantity integer,
        unit_price_minor bigint)`);
  await tx.execute(sql`
    INSERT INTO order_status_history (client_id, order_id, status_column, from_status, to_status, changed_by,
                                      changed_by_name)
    SELECT ${clientId}, r.id, 'fulfillment', NULL, 'pending', ${userId}::uuid,
           (SELECT display_name FROM users WHERE id = ${userId}::uuid)
      FROM json_to_recordset(${JSON.stringify(made.map((m) => ({ id: m.id })))}::json) AS r(id uuid)`);
  await recordEvents(
    tx,
    made.map(({ order, id }) => ({
      clientId,
      name: 'order.created',
      payload: { orderId: id, warehouseId: order.warehouseId, reference: order.reference, source: 'import' },
    })),
  );
  // The orders of shops with automatic orders on (migration 019) go to process in the batch's transaction, each
  // as the form's would: reserving its stock, or waiting as no_stock.
  const automatic = await automaticShopIds(
    tx,
    clientId,
    made.map(({ order }) => order.shopId),
  );
  for (const { order, id } of made)
    if (order.shopId !== null && automatic.has(order.shopId)) await processOrder(tx, actor, id);
  return ids.map((id) => id !== null);
}

export const ordersKind: KindDefinition<OrderRowValue> = {
  kind: 'orders',
  jobKind: 'import.orders',
  columns: [
    { name: 'order_number', required: true },
    { name: 'shop', required: false },
    { name: 'warehouse', required: true },
    { name: 'customer_name', required: true },
    { name: 'customer_email', required: false },
    { name: 'customer_phone', required: false },
    { name: 'address_line1', required: true },
    { name: 'address_line2', required: false },
    { name: 'city', required: true },
    { name: 'state', required: false },
    { name: 'postal_code', required: true },
    { name: 'country', required: true },
    { name: 'sku', required: true },
    { name: 'quantity', required: true },
  ],
  example: [
    [
      '1042',
      '',
      'Ciudad de México',
      'Lucía Fernández',
      'lucia@example.mx',
      '+52 55 1234 5678',
      'Av. Insurgentes Sur 1602',
      'Piso 4',
      'Ciudad de México',
      'CDMX',
      '03940',
      'MX',
      'TSHIRT-BLK-M',
      '2',
    ],
    [
      '1042',
      '',
      'Ciudad de México',
      'Lucía Fernández',
      'lucia@example.mx',
      '+52 55 1234 5678',
      'Av. Insurgentes Sur 1602',
      'Piso 4',
      'Ciudad de México',
      'CDMX',
      '03940',
      'MX',
      'CAFE-500',
      '1',
    ],
  ],
  read: (cells: Cells) =>
    readRow(() => {
      const value: OrderRowValue = {
        orderNumber: requiredText(cells, 'order_number', 100),
        warehouse: requiredText(cells, 'warehouse', 100),
        customerName: requiredText(cells, 'customer_name', 200),
        addressLine1: requiredText(cells, 'address_line1', 200),
        city: requiredText(cells, 'city', 100),
        postalCode: requiredText(cells, 'postal_code', 20),
        country: requiredCountry(cells, 'country'),
        sku: optionalCode(cells, 'sku', 64) ?? requiredText(cells, 'sku', 64),
        quantity: requiredInteger(cells, 'quantity', 1, MAX_LINE_QUANTITY),
      };
      const optional = {
        shop: optionalText(cells, 'shop', 200),
        customerEmail: optionalEmail(cells, 'customer_email'),
        customerPhone: optionalText(cells, 'customer_phone', 40),
        addressLine2: optionalText(cells, 'address_line2', 200),
        state: optionalText(cells, 'state', 100),
      };
      for (const [name, cell] of Object.entries(optional)) {
        if (cell !== undefined) (value as unknown as Record<string, string>)[name] = cell;
      }
      return value;
    }),
  key: (value) => `${value.orderNumber}\u0000${value.sku}`,
  groupColumn: 'order_number',
  groupHeader: header,

  async decide(tx, clientId, rows, write, userId = null) {
    const resolved = await resolve(tx, clientId, rows);
    const decisions: Decision[] = new Array<Decision>(rows.length);
    const toCreate: { indexes: number[]; order: NewOrder }[] = [];
    for (const [orderNumber, indexes] of groupByOrder(rows)) {
      const answer = resolved.get(orderNumber)!;
      if ('problem' in answer) {
        const line = String(rows[answer.index]!.line);
        for (const i of indexes) {
          decisions[i] =
            i === answer.index ? rejected(answer.problem) : rejected(problem('orderRowRejected', null, line));
        }
        continue;
      }
      const first = rows[indexes[0]!]!.value;
      toCreate.push({
        indexes,
        order: {
          reference: orderNumber,
          shopId: answer.shopId,
          warehouseId: answer.warehouse.id,
          currency: answer.warehouse.currency,
          language: LANGUAGE_OF_COUNTRY[first.country] ?? DEFAULT_LANGUAGE,
          customerName: first.customerName,
          customerEmail: first.customerEmail ?? null,
          customerPhone: first.customerPhone ?? null,
          line1: first.addressLine1,
          line2: first.addressLine2 ?? null,
          city: first.city,
          region: first.state ?? null,
          postalCode: first.postalCode,
          countryCode: first.country,
          lines: indexes.map((i, n) => {
            const product = answer.products[n]!;
            return {
              productId: product.id,
              sku: product.sku,
              name: product.name,
              quantity: rows[i]!.value.quantity,
              unitPriceMinor: product.declaredValueMinor,
            };
          }),
        },
      });
      for (const i of indexes) decisions[i] = created;
    }
    if (write && toCreate.length > 0) {
      const inserted = await insertOrders(
        tx,
        { clientId, userId },
        toCreate.map((c) => c.order),
      );
      // Another import or the form took a number since the batch looked (the unique index said so).
      toCreate.forEach(({ indexes, order }, n) => {
        if (inserted[n]) return;
        const line = String(rows[indexes[0]!]!.line);
        for (const i of indexes) {
          decisions[i] =
            i === indexes[0]
              ? rejected(problem('orderExists', 'order_number', order.reference))
              : rejected(problem('orderRowRejected', null, line));
        }
      });
    }
    return decisions;
  },

  async overview(tx, clientId, rows) {
    return ordersOverview(tx, clientId, rows);
  },
};

/** The orders, lines and units the rows will create, per warehouse, and the stock they will reserve. */
export async function ordersOverview(
  tx: AppDatabase,
  clientId: string,
  rows: readonly ReadRow<OrderRowValue>[],
): Promise<OrdersOverview> {
  const findWarehouse = await warehouseFinder(tx);
  const skus = [...new Set(rows.map((r) => r.value.sku))];
  const products = await productsBySku(tx, clientId, skus);
  const perWarehouse = new Map<string, OrdersOverviewWarehouse & { orderNumbers: Set<string> }>();
  // Units per warehouse and product, bundles expanded into their components below.
  const units = new Map<string, number>();
  const orderNumbers = new Set<string>();
  let total = 0;
  for (const { value } of rows) {
    const warehouse = findWarehouse(value.warehouse);
    const product = products.get(value.sku);
    if (!warehouse || !product) continue;
    orderNumbers.add(value.orderNumber);
    total += value.quantity;
    const entry = perWarehouse.get(warehouse.id) ?? {
      warehouseId: warehouse.id,
      warehouseName: warehouse.name,
      orders: 0,
      lines: 0,
      units: 0,
      orderNumbers: new Set<string>(),
    };
    entry.orderNumbers.add(value.orderNumber);
    entry.lines += 1;
    entry.units += value.quantity;
    perWarehouse.set(warehouse.id, entry);
    const key = `${warehouse.id}|${product.id}`;
    units.set(key, (units.get(key) ?? 0) + value.quantity);
  }
  const productIds = [...new Set([...products.values()].map((p) => p.id))];
  const parts =
    productIds.length === 0
      ? []
      : rowsOf<{ bundle_id: string; component_id: string; quantity: number }>(
          await tx.execute(sql`
            SELECT bc.bundle_id, bc.component_id, bc.quantity FROM bundle_components bc
              JOIN products p ON p.id = bc.bundle_id AND p.is_bundle
             WHERE bc.client_id = ${clientId} AND bc.bundle_id IN (${sql.join(
               productIds.map((id) => sql`${id}::uuid`),
               sql`, `,
             )})`),
        );
  const componentsOf = new Map<string, { id: string; quantity: number }[]>();
  for (const part of parts) {
    const list = componentsOf.get(part.bundle_id) ?? [];
    list.push({ id: part.component_id, quantity: Number(part.quantity) });
    componentsOf.set(part.bundle_id, list);
  }
  const needs = new Map<string, number>();
  for (const [key, quantity] of units) {
    const [warehouseId, productId] = key.split('|') as [string, string];
    for (const part of componentsOf.get(productId) ?? [{ id: productId, quantity: 1 }]) {
      const partKey = `${warehouseId}|${part.id}`;
      needs.set(partKey, (needs.get(partKey) ?? 0) + quantity * part.quantity);
    }
  }
  const needed = [...needs.keys()].map((key) => key.split('|') as [string, string]);
  const stockRows =
    needed.length === 0
      ? []
      : rowsOf<{
          warehouse_id: string;
          product_id: string;
          sku: string;
          name: string;
          available: number | null;
        }>(
          await tx.execute(sql`
            SELECT w.warehouse_id, p.id AS product_id, p.sku, p.name, s.available
              FROM (VALUES ${sql.join(
                needed.map(([w, p]) => sql`(${w}, ${p}::uuid)`),
                sql`, `,
              )}) AS w (warehouse_id, product_id)
              JOIN products p ON p.id = w.product_id AND p.client_id = ${clientId}
              LEFT JOIN stock_levels s ON s.product_id = w.product_id AND s.warehouse_id = w.warehouse_id`),
        );
  const names = new Map([...perWarehouse.values()].map((w) => [w.warehouseId, w.warehouseName]));
  const stock: OrdersOverviewStock[] = stockRows.map((row) => ({
    warehouseId: row.warehouse_id,
    warehouseName: names.get(row.warehouse_id) ?? row.warehouse_id,
    sku: row.sku,
    productName: row.name,
    units: needs.get(`${row.warehouse_id}|${row.product_id}`) ?? 0,
    available: Number(row.available ?? 0),
  }));
  stock.sort(
    (a, b) =>
      a.available - a.units - (b.available - b.units) ||
      a.warehouseName.localeCompare(b.warehouseName) ||
      a.sku.localeCompare(b.sku),
  );
  return {
    orders: orderNumbers.size,
    lines: [...perWarehouse.values()].reduce((sum, w) => sum + w.lines, 0),
    units: total,
    warehouses: [...perWarehouse.values()]
      .map(({ orderNumbers: numbers, ...w }) => ({ ...w, orders: numbers.size }))
      .sort((a, b) => a.warehouseName.localeCompare(b.warehouseName)),
    stock,
  };
}
