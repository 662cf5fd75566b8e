// The demo merchants' orders (issue 17): ~2,000 for the demo merchant over the last 90 days in every status, and
// ~100 for the other merchant, across their shops (and manual and imported ones) and warehouses, with customers
// and addresses of the warehouse's country. Consistent with the stock ledger: orders on the floor hold their units
// (movements `reserved`), shipped, delivered and returned ones took them out (`reserved` then `shipped`), orders
// waiting for stock (`no_stock`) ask for more than is available (a third of them could start now: Start Process),
// and their status history says who moved what when. Orders shipped before the inventory seed's opening stock (32
// days ago) have no movements: that count is what they left. Written in batches (a few statements per table) so the seed
// stays fast; deterministic (a fixed-seed generator). Does nothing once the client has orders.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/connection.js';
import { recordMovements, rowsOf, type MovementInput } from '../modules/inventory/ledger.js';
import { startOfDay } from '../modules/orders/list-query.js';
import { todayIn } from '../modules/receiving/send-inventory.js';
import {
  DEMO_CLIENT_ID,
  DEMO_MAIN_SHOP_ID,
  DEMO_SANDBOX_SHOP_ID,
  DEMO_USER_ID,
  OTHER_CLIENT_ID,
  OTHER_SHOP_ID,
  OTHER_USER_ID,
  STAFF_USER_ID,
} from './ids.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The inventory seed's opening stock is dated 32 days ago: no order movement is dated before it. */
const LEDGER_START_DAYS = 31;
const ROWS_PER_INSERT = 5000;

function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
    },
  };
}
type Random = ReturnType<typeof generator>;

type Stage =
  | 'pending'
  | 'no_stock'
  | 'ready_to_pick'
  | 'picking'
  | 'packing'
  | 'ready_to_ship'
  | 'shipped'
  | 'delivered'
  | 'returned'
  | 'cancelled'
  | 'deleted';

const FLOOR: readonly Stage[] = [
  'ready_to_pick',
  'picking',
  'packing',
  'ready_to_ship',
  'shipped',
  'delivered',
];

/** Which stage an order of this age is in: recent ones are still moving, old ones are done. */
function stageFor(random: Random, ageDays: number): Stage {
  const weights: [Stage, number][] =
    ageDays < 2
      ? [
          ['pending', 22],
          ['no_stock', 10],
          ['ready_to_pick', 20],
          ['picking', 10],
          ['packing', 10],
          ['ready_to_ship', 10],
          ['shipped', 12],
          ['cancelled', 4],
          ['deleted', 2],
        ]
      : ageDays < 7
        ? [
            ['pending', 4],
            ['no_stock', 5],
            ['ready_to_ship', 3],
            ['shipped', 40],
            ['delivered', 38],
            ['cancelled', 6],
            ['deleted', 2],
            ['returned', 2],
          ]
        : [
            ['no_stock', 1],
            ['shipped', 4],
            ['delivered', 80],
            ['returned', 5],
            ['cancelled', 7],
            ['deleted', 3],
          ];
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let roll = random.next() * total;
  for (const [stage, w] of weights) {
    roll -= w;
    if (roll < 0) return stage;
  }
  return weights[0]![0];
}

interface Country {
  code: string;
  language: 'es-MX' | 'en-US';
  currency: string;
  first: readonly string[];
  last: readonly string[];
  streets: readonly string[];
  cities: readonly { city: string; region: string; postal: () => string }[];
  phone: () => string;
  domain: string;
}

const countries = (random: Random): Record<'MX' | 'US', Country> => ({
  MX: {
    code: 'MX',
    language: 'es-MX',
    currency: 'MXN',
    first: [
      'María',
      'José',
      'Guadalupe',
      'Juan',
      'Fernanda',
      'Luis',
      'Ximena',
      'Carlos',
      'Valeria',
      'Diego',
      'Sofía',
      'Andrés',
    ],
    last: [
      'Hernández',
      'García',
      'Martínez',
      'López',
      'González',
      'Rodríguez',
      'Pérez',
      'Sánchez',
      'Ramírez',
      'Flores',
    ],
    streets: [
      'Av. Insurgentes Sur',
      'Calle Durango',
      'Av. Reforma',
      'Calle Morelos',
      'Av. Juárez',
      'Calle Hidalgo',
      'Av. Constitución',
    ],
    cities: [
      { city: 'Ciudad de México', region: 'CDMX', postal: () => `0${random.int(1000, 9999)}` },
      { city: 'Guadalajara', region: 'Jalisco', postal: () => `44${random.int(100, 999)}` },
      { city: 'Monterrey', region: 'Nuevo León', postal: () => `64${random.int(100, 999)}` },
      { city: 'Puebla', region: 'Puebla', postal: () => `72${random.int(100, 999)}` },
      { city: 'Querétaro', region: 'Querétaro', postal: () => `76${random.int(100, 999)}` },
    ],
    phone: () => `+52 55 ${random.int(1000, 9999)} ${random.int(1000, 9999)}`,
    domain: 'correo.mx',
  },
  US: {
    code: 'US',
    language: 'en-US',
    currency: 'USD',
    first: ['Emily', 'Michael', 'Ashley', 'David', 'Jessica', 'Daniel', 'Maria', 'James', 'Sarah', 'Robert'],
    last: [
      'Smith',
      'Johnson',
      'Williams',
      'Brown',
      'Garcia',
      'Miller',
      'Davis',
      'Rodriguez',
      'Martinez',
      'Wilson',
    ],
    streets: ['Main St', 'Oak Ave', 'San Bernardo Ave', 'Guadalupe St', 'Elm St', 'Washington Blvd'],
    cities: [
      { city: 'Laredo', region: 'TX', postal: () => `780${random.int(40, 46)}` },
      { city: 'San Antonio', region: 'TX', postal: () => `782${random.int(10, 60)}` },
      { city: 'Houston', region: 'TX', postal: () => `770${random.int(10, 99)}` },
      { city: 'Austin', region: 'TX', postal: () => `787${random.int(10, 59)}` },
    ],
    phone: () => `+1 956 ${random.int(200, 999)} ${random.int(1000, 9999)}`,
    domain: 'mail.com',
  },
});

const strip = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

interface ClientPlan {
  clientId: string;
  userId: string;
  orders: number;
  seed: number;
  /** Warehouses and their share of orders. */
  warehouses: readonly [string, number][];
  /** Shops (null: manual or imported) and their share. */
  shops: readonly [string | null, number][];
  referencePrefix: string;
  /** The youngest orders placed on today at this zone's clock, however early the seed runs (the dashboard's today). */
  today?: { orders: number; timeZone: string };
}

const PLANS: readonly ClientPlan[] = [
  {
    clientId: DEMO_CLIENT_ID,
    userId: DEMO_USER_ID,
    orders: 2000,
    seed: 17_2026,
    warehouses: [
      ['WH-MX-CDMX', 70],
      ['WH-MX-MTY', 20],
      ['WH-US-LRD', 10],
    ],
    shops: [
      [DEMO_MAIN_SHOP_ID, 60],
      [DEMO_SANDBOX_SHOP_ID, 15],
      [null, 25],
    ],
    referencePrefix: 'DS',
    // Its main warehouse's (Mexico City) today: several orders on the floor, in several statuses.
    today: { orders: 8, timeZone: 'America/Mexico_City' },
  },
  {
    clientId: OTHER_CLIENT_ID,
    userId: OTHER_USER_ID,
    orders: 100,
    seed: 17_2027,
    warehouses: [
      ['WH-MX-MTY', 70],
      ['WH-MX-CDMX', 30],
    ],
    shops: [
      [OTHER_SHOP_ID, 85],
      [null, 15],
    ],
    referencePrefix: 'TO',
  },
];

function weighted<T>(random: Random, items: readonly [T, number][]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let roll = random.next() * total;
  for (const [item, w] of items) {
    roll -= w;
    if (roll < 0) return item;
  }
  return items[0]![0];
}

interface StockRow {
  product_id: string;
  warehouse_id: string;
  available: number;
  sku: string;
  name: string;
  declared_value_minor: string | number;
}

interface Row {
  [column: string]: unknown;
}

/**
 * Inserts rows as one JSON parameter per statement (json_populate_recordset reads it with the table's own column
 * types): thousands of rows cost one parameter, not one per value.
 */
async function insertRows(tx: AppDatabase, table: string, columns: string[], rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const part = rows.slice(i, i + ROWS_PER_INSERT);
    const list = sql.raw(columns.join(', '));
    await tx.execute(sql`
      INSERT INTO ${sql.raw(table)} (${list})
      SELECT ${list} FROM json_populate_recordset(NULL::${sql.raw(table)}, ${JSON.stringify(part)}::json)`);
  }
}

const ORDER_COLUMNS = [
  'id',
  'client_id',
  'reference',
  'shop_id',
  'external_id',
  'source',
  'warehouse_id',
  'fulfillment_status',
  'warehouse_status',
  'ecommerce_status',
  'customer_name',
  'customer_email',
  'customer_phone',
  'address_line1',
  'address_line2',
  'city',
  'region',
  'postal_code',
  'country_code',
  'language',
  'currency',
  'total_minor',
  'carrier_id',
  'carrier_service_id',
  'tracking_number',
  'no_stock_since',
  'created_by',
  'created_at',
  'updated_at',
  'processed_at',
  'shipped_at',
  'delivered_at',
  'cancelled_at',
  'deleted_at',
];
const LINE_COLUMNS = [
  'client_id',
  'order_id',
  'position',
  'product_id',
  'sku',
  'name',
  'quantity',
  'unit_price_minor',
  'reserved',
  'picked',
  'packed',
];
const HISTORY_COLUMNS = [
  'client_id',
  'order_id',
  'status_column',
  'from_status',
  'to_status',
  'changed_by',
  'changed_by_name',
  'changed_at',
];

async function seedClientOrders(
  tx: AppDatabase,
  plan: ClientPlan,
  now: Date,
  carriers: Map<string, { carrierId: string; serviceId: string }[]>,
  names: Map<string, string>,
): Promise<void> {
  const random = generator(plan.seed);
  const people = countries(random);
  const stock = rowsOf<StockRow>(
    await tx.execute(sql`
      SELECT s.product_id, s.warehouse_id, s.available, p.sku, p.name, p.declared_value_minor
        FROM stock_levels s JOIN products p ON p.id = s.product_id
       WHERE s.client_id = ${plan.clientId} AND NOT p.is_bundle
       ORDER BY p.sku, s.warehouse_id`),
  );
  if (stock.length === 0) return;
  const byWarehouse = new Map<string, StockRow[]>();
  for (const row of stock)
    byWarehouse.set(row.warehouse_id, [...(byWarehouse.get(row.warehouse_id) ?? []), row]);
  const available = new Map(stock.map((r) => [`${r.product_id}@${r.warehouse_id}`, r.available]));

  // Oldest first, so the sequence numbers follow the dates and older orders take stock before newer ones.
  const ages = Array.from({ length: plan.orders }, () => random.next() * 90).sort((a, b) => b - a);
  if (plan.today) {
    // Spread the youngest over the time since midnight there, youngest last, so the order stays oldest first.
    const { orders: count, timeZone } = plan.today;
    const sinceMidnight = (now.getTime() - startOfDay(todayIn(timeZone, now), timeZone).getTime()) / DAY_MS;
    for (let i = Math.max(0, ages.length - count); i < ages.length; i += 1)
      ages[i] = Math.min(ages[i]!, (sinceMidnight * (ages.length - i)) / (count + 1));
  }
  const orderRows: Row[] = [];
  const lineRows: Row[] = [];
  const historyRows: Row[] = [];
  const movements: MovementInput[] = [];
  const ledgerStart = now.getTime() - LEDGER_START_DAYS * DAY_MS;
  let shopCounter = 1000;

  for (const ageDays of ages) {
    let warehouseId = weighted(random, plan.warehouses);
    if (!byWarehouse.has(warehouseId)) warehouseId = [...byWarehouse.keys()][0]!;
    const rows = byWarehouse.get(warehouseId)!;
    let stage = stageFor(random, ageDays);
    const createdAt = new Date(now.getTime() - ageDays * DAY_MS);
    const id = random.uuid();
    const country = people[warehouseId.startsWith('WH-US') ? 'US' : 'MX'];

    // Lines: 1–3 products, 1–3 units each; on the floor or gone, only units the warehouse had.
    // An order that left before the ledger's opening stock (32 days ago) is already behind that count: it takes
    // nothing from today's stock and writes no movement.
    const beforeLedger = ageDays > LEDGER_START_DAYS + 1;
    const holds = (FLOOR.includes(stage) || stage === 'returned') && !beforeLedger;
    const wanted = random.int(1, 3);
    const chosen = new Map<string, { row: StockRow; quantity: number }>();
    for (let tries = 0; chosen.size < wanted && tries < 12; tries += 1) {
      const row = random.pick(rows);
      if (chosen.has(row.product_id)) continue;
      const quantity = random.int(1, 3);
      const key = `${row.product_id}@${warehouseId}`;
      if (holds && (available.get(key) ?? 0) < quantity) continue;
      if (stage === 'no_stock' && chosen.size > 0) break;
      chosen.set(row.product_id, { row, quantity });
    }
    if (chosen.size === 0) stage = 'pending';
    if (stage === 'no_stock') {
      // More than is available (two thirds) or, once stock came back, no more than it (Start Process shows).
      const [only] = [...chosen.values()];
      const key = `${only!.row.product_id}@${warehouseId}`;
      const have = available.get(key) ?? 0;
      only!.quantity = random.next() < 0.67 ? have + random.int(1, 5) : Math.max(1, Math.min(have, 2));
    }
    if (chosen.size === 0) {
      const row = random.pick(rows);
      chosen.set(row.product_id, { row, quantity: 1 });
    }
    const lines = [...chosen.values()];
    if (holds)
      for (const l of lines)
        available.set(
          `${l.row.product_id}@${warehouseId}`,
          available.get(`${l.row.product_id}@${warehouseId}`)! - l.quantity,
        );

    const shopId = weighted(random, plan.shops);
    const source = shopId ? 'shop' : random.next() < 0.3 ? 'import' : 'manual';
    shopCounter += 1;
    const reference = shopId ? `#${shopCounter}` : `${plan.referencePrefix}-${shopCounter}`;
    const first = random.pick(country.first);
    const last = random.pick(country.last);
    const place = random.pick(country.cities);
    const step = (minutes: number) => new Date(createdAt.getTime() + minutes * MINUTE_MS);
    const sentAt = step(random.int(5, 90));
    const pickedAt = step(random.int(120, 300));
    const packedAt = step(random.int(320, 500));
    const readyAt = step(random.int(520, 700));
    // An order of the last hours that shipped did so by now, not later today.
    const shippedAt = new Date(Math.min(step(random.int(720, 1400)).getTime(), now.getTime()));
    const deliveredAt = new Date(shippedAt.getTime() + random.int(1, 4) * DAY_MS);
    const cappedDelivered = deliveredAt > now ? null : deliveredAt;
    if (stage === 'delivered' && !cappedDelivered) stage = 'shipped';
    const done = stage === 'shipped' || stage === 'delivered' || stage === 'returned';
    const onFloor = FLOOR.includes(stage) || stage === 'returned';
    const carrier = done ? random.pick(carriers.get(country.code) ?? []) : undefined;
    const fulfillment =
      stage === 'cancelled'
        ? 'cancelled'
        : stage === 'deleted'
          ? 'deleted'
          : done
            ? 'fulfilled'
            : onFloor
              ? 'processing'
              : 'pending';
    const warehouseStatus =
      stage === 'pending' || stage === 'cancelled' || stage === 'deleted' ? null : stage;
    const total = lines.reduce((s, l) => s + l.quantity * Number(l.row.declared_value_minor), 0);
    const lastChange =
      stage === 'delivered' || stage === 'returned'
        ? (cappedDelivered ?? shippedAt)
        : done
          ? shippedAt
          : stage === 'cancelled' || stage === 'deleted'
            ? sentAt
            : onFloor
              ? readyAt
              : createdAt;
    orderRows.push({
      id,
      client_id: plan.clientId,
      reference,
      shop_id: shopId,
      external_id: shopId ? `${5_000_000_000 + shopCounter}` : null,
      source,
      warehouse_id: warehouseId,
      fulfillment_status: fulfillment,
      warehouse_status: warehouseStatus,
      ecommerce_status:
        stage === 'cancelled'
          ? 'cancelled'
          : stage === 'returned'
            ? 'refunded'
            : done
              ? 'fulfilled'
              : 'unfulfilled',
      customer_name: `${first} ${last}`,
      customer_email: `${strip(first)}.${strip(last)}${random.int(1, 99)}@${country.domain}`,
      customer_phone: country.phone(),
      address_line1: `${random.pick(country.streets)} ${random.int(1, 2999)}`,
      address_line2: random.next() < 0.3 ? `Int. ${random.int(1, 40)}` : null,
      city: place.city,
      region: place.region,
      postal_code: place.postal(),
      country_code: country.code,
      language: country.language,
      currency: country.currency,
      total_minor: total,
      carrier_id: carrier?.carrierId ?? null,
      carrier_service_id: carrier?.serviceId ?? null,
      tracking_number: carrier ? `${random.int(100000, 999999)}${random.int(100000, 999999)}` : null,
      no_stock_since: stage === 'no_stock' ? sentAt.toISOString() : null,
      created_by: source === 'manual' ? plan.userId : null,
      created_at: createdAt.toISOString(),
      updated_at: (lastChange > now ? now : lastChange).toISOString(),
      processed_at: onFloor ? sentAt.toISOString() : null,
      shipped_at: done ? shippedAt.toISOString() : null,
      delivered_at:
        stage === 'delivered' || stage === 'returned' ? (cappedDelivered ?? shippedAt).toISOString() : null,
      cancelled_at: stage === 'cancelled' ? sentAt.toISOString() : null,
      deleted_at: stage === 'deleted' ? sentAt.toISOString() : null,
    });

    const picked = ['packing', 'ready_to_ship', 'shipped', 'delivered', 'returned'].includes(stage);
    const packed = ['ready_to_ship', 'shipped', 'delivered', 'returned'].includes(stage);
    lines.forEach((l, i) => {
      lineRows.push({
        client_id: plan.clientId,
        order_id: id,
        position: i + 1,
        product_id: l.row.product_id,
        sku: l.row.sku,
        name: l.row.name,
        quantity: l.quantity,
        unit_price_minor: Number(l.row.declared_value_minor),
        reserved: onFloor && !done ? l.quantity : 0,
        picked: picked ? l.quantity : 0,
        packed: packed ? l.quantity : 0,
      });
      if (!onFloor || beforeLedger) return;
      const base = {
        clientId: plan.clientId,
        productId: l.row.product_id,
        warehouseId,
        documentType: 'order' as const,
        documentId: id,
        documentLine: String(i + 1),
      };
      movements.push({
        ...base,
        reason: 'reserved',
        quantity: l.quantity,
        createdBy: plan.userId,
        createdAt: new Date(Math.max(sentAt.getTime(), ledgerStart)),
      });
      if (done)
        movements.push({
          ...base,
          reason: 'shipped',
          quantity: -l.quantity,
          createdBy: STAFF_USER_ID,
          createdAt: new Date(Math.max(shippedAt.getTime(), ledgerStart + MINUTE_MS)),
        });
    });

    const change = (column: string, from: string | null, to: string, at: Date, by: string | null) =>
      historyRows.push({
        client_id: plan.clientId,
        order_id: id,
        status_column: column,
        from_status: from,
        to_status: to,
        changed_by: by,
        changed_by_name: by ? (names.get(by) ?? null) : null,
        changed_at: (at > now ? now : at).toISOString(),
      });
    const merchant = source === 'manual' ? plan.userId : null;
    change('fulfillment', null, 'pending', createdAt, merchant);
    if (stage === 'no_stock') change('warehouse', null, 'no_stock', sentAt, plan.userId);
    if (stage === 'cancelled') change('fulfillment', 'pending', 'cancelled', sentAt, plan.userId);
    if (stage === 'deleted') change('fulfillment', 'pending', 'deleted', sentAt, plan.userId);
    if (onFloor) {
      change('fulfillment', 'pending', 'processing', sentAt, plan.userId);
      change('warehouse', null, 'ready_to_pick', sentAt, plan.userId);
      const floor: [Stage, Date][] = [
        ['picking', pickedAt],
        ['packing', packedAt],
        ['ready_to_ship', readyAt],
        ['shipped', shippedAt],
        ['delivered', cappedDelivered ?? shippedAt],
        ['returned', new Date((cappedDelivered ?? shippedAt).getTime() + DAY_MS)],
      ];
      const reach = stage === 'returned' ? 6 : FLOOR.indexOf(stage);
      let previous = 'ready_to_pick';
      floor.slice(0, reach).forEach(([to, at]) => {
        if (stage === 'returned' && to === 'delivered' && !cappedDelivered) return;
        change('warehouse', previous, to, at, STAFF_USER_ID);
        if (to === 'shipped') change('fulfillment', 'processing', 'fulfilled', at, STAFF_USER_ID);
        previous = to;
      });
    }
  }

  await insertRows(tx, 'orders', ORDER_COLUMNS, orderRows);
  await insertRows(tx, 'order_lines', LINE_COLUMNS, lineRows);
  await insertRows(tx, 'order_status_history', HISTORY_COLUMNS, historyRows);
  movements.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  await recordMovements(tx, movements);
}

export async function hasDemoOrders(tx: AppDatabase): Promise<boolean> {
  return (
    rowsOf(await tx.execute(sql`SELECT 1 FROM orders WHERE client_id = ${DEMO_CLIENT_ID} LIMIT 1`)).length > 0
  );
}

/** Loads the demo orders unless the demo merchant has orders already. Needs the operator scope and products. */
export async function seedOrders(tx: AppDatabase, now = new Date()): Promise<boolean> {
  if (await hasDemoOrders(tx)) return false;
  const carrierRows = rowsOf<{ country_code: string; carrier_id: string; service_id: string }>(
    await tx.execute(sql`
      SELECT c.country_code, c.id AS carrier_id, s.id AS service_id
        FROM carriers c JOIN carrier_services s ON s.carrier_id = c.id AND s.position = 1
       WHERE c.country_code IN ('MX', 'US') AND c.position <= 4
       ORDER BY c.country_code, c.position`),
  );
  const carriers = new Map<string, { carrierId: string; serviceId: string }[]>();
  for (const r of carrierRows)
    carriers.set(r.country_code, [
      ...(carriers.get(r.country_code) ?? []),
      { carrierId: r.carrier_id, serviceId: r.service_id },
    ]);
  const names = new Map(
    rowsOf<{ id: string; display_name: string }>(
      await tx.execute(
        sql`SELECT id, display_name FROM users WHERE id IN (${DEMO_USER_ID}::uuid, ${OTHER_USER_ID}::uuid, ${STAFF_USER_ID}::uuid)`,
      ),
    ).map((r) => [r.id, r.display_name]),
  );
  for (const plan of PLANS) await seedClientOrders(tx, plan, now, carriers, names);
  return true;
}
