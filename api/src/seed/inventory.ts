// The demo inventory: the demo merchant's ~200 products (t-shirts, hoodies, caps, mugs, coffee, skin care, phone
// cases…, a few bundles, a few below their low-stock threshold) stocked in Ciudad de México, Monterrey and
// Laredo, with a month of movements through the ledger (receptions, orders reserved and shipped so days of cover
// shows numbers, count adjustments, damage); some products are linked to listings of the demo shops. The other
// merchant gets ~20 products of its own. The staff user works at Ciudad de México.
//
// Deterministic (a fixed-seed generator: the same data on every machine) and idempotent (nothing happens once the
// demo merchant has products). Fast: rows go in batches, and all of a client's movements in one ledger call, so
// building the test template stays quick. Runs as the tables' owner inside seedDemo's transaction, which lets it
// date the movements over the past month.
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/connection.js';
import { bundleComponents, products, shopListings, users } from '../platform/db/schema.js';
import { recordMovements, type MovementInput } from '../modules/inventory/ledger.js';
import { productHandle } from '../modules/products/rules.js';
import {
  DEMO_CLIENT_ID,
  DEMO_MAIN_SHOP_ID,
  DEMO_SANDBOX_SHOP_ID,
  OTHER_CLIENT_ID,
  STAFF_USER_ID,
} from './ids.js';

export const DEMO_STAFF_WAREHOUSE = 'WH-MX-CDMX';
const DEMO_WAREHOUSES = ['WH-MX-CDMX', 'WH-MX-MTY', 'WH-US-LRD'] as const;
const DAY_MS = 86_400_000;
const SEED = 16_2026;

/** mulberry32: a small, fixed-seed generator (Math.random cannot be seeded). */
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
  };
}
type Random = ReturnType<typeof generator>;

/** EAN-13 with its check digit (750: GS1 Mexico). */
export function ean13(twelveDigits: string): string {
  const sum = [...twelveDigits].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelveDigits}${(10 - (sum % 10)) % 10}`;
}

interface Family {
  code: string;
  name: string;
  variants: { code: string; name: string }[];
  sizes?: { code: string; name: string }[];
  dims: [string, string, string, string];
  valueMinor: number;
}

/** Variants or sizes written as code → name, in the order given (the codes are never integer-like keys). */
const named = (entries: Record<string, string>) =>
  Object.entries(entries).map(([code, name]) => ({ code, name }));

const COLOURS = named({
  BLK: 'negra',
  WHT: 'blanca',
  NVY: 'azul marino',
  RED: 'roja',
  GRN: 'verde',
  GRY: 'gris jaspe',
  MUS: 'mostaza',
  PNK: 'rosa palo',
});
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((size) => ({ code: size, name: `talla ${size}` }));

const FAMILIES: Family[] = [
  {
    code: 'TSHIRT',
    name: 'Camiseta algodón',
    variants: COLOURS,
    sizes: SIZES,
    dims: ['30', '25', '2', '0.200'],
    valueMinor: 24900,
  },
  {
    code: 'HOODIE',
    name: 'Sudadera con capucha',
    variants: COLOURS.slice(0, 5),
    sizes: SIZES.slice(1),
    dims: ['40', '32', '8', '0.650'],
    valueMinor: 69900,
  },
  {
    code: 'CAP',
    name: 'Gorra bordada',
    variants: COLOURS,
    dims: ['25', '20', '12', '0.120'],
    valueMinor: 19900,
  },
  {
    code: 'MUG',
    name: 'Taza de cerámica 350 ml',
    variants: named({
      LOGO: 'logo',
      TALAVERA: 'talavera',
      MATE: 'negro mate',
      CAFE: 'Café de olla',
      BARRO: 'barro negro',
      ESMALTE: 'esmaltada azul',
    }),
    dims: ['12', '12', '10.5', '0.380'],
    valueMinor: 14900,
  },
  {
    code: 'COFFEE',
    name: 'Café de especialidad',
    variants: named({
      'CHIAPAS-250': 'Chiapas molido 250 g',
      'CHIAPAS-500': 'Chiapas grano 500 g',
      'VERACRUZ-250': 'Veracruz molido 250 g',
      'VERACRUZ-500': 'Veracruz grano 500 g',
      'OAXACA-250': 'Oaxaca Pluma molido 250 g',
      'OAXACA-500': 'Oaxaca Pluma grano 500 g',
      'DECAF-250': 'Descafeinado 250 g',
    }),
    dims: ['18', '10', '6', '0.520'],
    valueMinor: 21900,
  },
  {
    code: 'SKIN',
    name: 'Cuidado de la piel',
    variants: named({
      'SERUM-30': 'Sérum vitamina C 30 ml',
      'CREAM-50': 'Crema hidratante 50 ml',
      SPF50: 'Protector solar FPS 50',
      CLEANSER: 'Gel limpiador 150 ml',
      TONER: 'Tónico de rosas 200 ml',
      MASK: 'Mascarilla de arcilla',
      LIPBALM: 'Bálsamo labial de cacao',
      SOAP: 'Jabón artesanal de avena',
    }),
    dims: ['6', '6', '14', '0.110'],
    valueMinor: 32900,
  },
  {
    code: 'CASE',
    name: 'Funda para teléfono',
    variants: ['IP15', 'IP15PRO', 'IP16', 'IP16PRO', 'S24', 'S24U', 'PIXEL9', 'MOTOG', 'A55', 'RN13'].map(
      (model) => ({
        code: model,
        name: model
          .replace('IP', 'iPhone ')
          .replace('PRO', ' Pro')
          .replace('S24U', 'Galaxy S24 Ultra')
          .replace('S24', 'Galaxy S24')
          .replace('A55', 'Galaxy A55')
          .replace('RN13', 'Redmi Note 13')
          .replace('MOTOG', 'Moto G')
          .replace('PIXEL9', 'Pixel 9'),
      }),
    ),
    sizes: named({ CLR: 'transparente', BLK: 'negra', MAG: 'MagSafe' }),
    dims: ['18', '10', '2', '0.060'],
    valueMinor: 17900,
  },
  {
    code: 'BAG',
    name: 'Bolsa de manta',
    variants: named({ NAT: 'natural', BLK: 'negra', PRINT: 'estampada', XL: 'grande natural' }),
    dims: ['40', '35', '1', '0.150'],
    valueMinor: 12900,
  },
  {
    code: 'CANDLE',
    name: 'Vela aromática',
    variants: named({
      VAN: 'vainilla',
      LAV: 'lavanda',
      COPAL: 'copal',
      CIT: 'citronela',
      CANELA: 'canela',
      CEDRO: 'cedro',
    }),
    dims: ['9', '9', '10', '0.420'],
    valueMinor: 22900,
  },
  {
    code: 'SOCKS',
    name: 'Calcetines',
    variants: named({ STRIPE: 'rayas', DOTS: 'lunares', PLAIN: 'lisos', SPORT: 'deportivos' }),
    sizes: named({ S: 'chicos', M: 'medianos', L: 'grandes' }),
    dims: ['20', '10', '3', '0.080'],
    valueMinor: 9900,
  },
  {
    code: 'LEGGING',
    name: 'Leggings deportivos',
    variants: COLOURS.slice(0, 4),
    sizes: SIZES.slice(0, 5),
    dims: ['28', '22', '3', '0.230'],
    valueMinor: 44900,
  },
  {
    code: 'BOTTLE',
    name: 'Termo de acero 750 ml',
    variants: named({
      BLK: 'negro',
      WHT: 'blanco',
      TEAL: 'verde azulado',
      SAND: 'arena',
      LILA: 'lila',
      RED: 'rojo',
    }),
    dims: ['8', '8', '27', '0.390'],
    valueMinor: 34900,
  },
  {
    code: 'NOTEBOOK',
    name: 'Libreta cosida A5',
    variants: named({
      DOT: 'punteada',
      LINE: 'rayada',
      GRID: 'cuadriculada',
      BLANK: 'en blanco',
      OTOMI: 'portada otomí',
      KRAFT: 'portada kraft',
    }),
    dims: ['21', '15', '1.5', '0.280'],
    valueMinor: 15900,
  },
];

interface SeedProduct {
  row: typeof products.$inferInsert & { id: string };
  family: string;
}

/** A deterministic uuid from the generator (the seed's ids are the same on every machine). */
function uuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[random.int(0, 3)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function catalogue(clientId: string, random: Random, limit: number, barcodeBase: number): SeedProduct[] {
  const out: SeedProduct[] = [];
  for (const family of FAMILIES) {
    for (const variant of family.variants) {
      for (const size of family.sizes ?? [null]) {
        if (out.length >= limit) return out;
        const sku = [family.code, variant.code, size?.code].filter(Boolean).join('-');
        const name = [family.name, variant.name, size?.name].filter(Boolean).join(' ');
        const [length, width, height, weight] = family.dims;
        out.push({
          family: family.code,
          row: {
            id: uuid(random),
            clientId,
            sku,
            name,
            handle: productHandle(name),
            // A few products have no barcode yet (it is optional).
            barcode: random.next() < 0.08 ? null : ean13(String(barcodeBase + out.length).padStart(12, '0')),
            lengthCm: length,
            widthCm: width,
            heightCm: height,
            weightKg: weight,
            declaredValueMinor: family.valueMinor + random.int(0, 10) * 1000,
            currency: 'MXN',
            // Every eighth product runs low (see history): its threshold makes it show as low stock.
            lowStockThreshold:
              out.length % 8 === 3 ? 25 : random.next() < 0.5 ? random.pick([5, 10, 15, 20, 25]) : null,
          },
        });
      }
    }
  }
  return out;
}

function bundles(clientId: string, random: Random, items: SeedProduct[]) {
  const find = (sku: string) => items.find((p) => p.row.sku === sku)!;
  const specs: { sku: string; name: string; parts: Record<string, number> }[] = [
    {
      sku: 'KIT-DESAYUNO',
      name: 'Kit desayuno: taza y café Chiapas',
      parts: { 'MUG-LOGO': 1, 'COFFEE-CHIAPAS-250': 1 },
    },
    {
      sku: 'KIT-CAFE-DUO',
      name: 'Dúo de cafés Veracruz y Oaxaca',
      parts: { 'COFFEE-VERACRUZ-250': 1, 'COFFEE-OAXACA-250': 1 },
    },
    {
      sku: 'KIT-RUTINA',
      name: 'Rutina facial completa',
      parts: { 'SKIN-CLEANSER': 1, 'SKIN-TONER': 1, 'SKIN-SERUM-30': 1, 'SKIN-CREAM-50': 1 },
    },
    {
      sku: 'KIT-PLAYA',
      name: 'Kit playa: bolsa, gorra y protector',
      parts: { 'BAG-NAT': 1, 'CAP-WHT': 1, 'SKIN-SPF50': 1 },
    },
    {
      sku: 'KIT-CALCETINES-3',
      name: 'Paquete 3 pares de calcetines medianos',
      parts: { 'SOCKS-STRIPE-M': 1, 'SOCKS-DOTS-M': 1, 'SOCKS-PLAIN-M': 1 },
    },
    {
      sku: 'KIT-VELAS',
      name: 'Set de velas vainilla y lavanda',
      parts: { 'CANDLE-VAN': 2, 'CANDLE-LAV': 2 },
    },
    { sku: 'KIT-TAZAS-4', name: 'Juego de 4 tazas talavera', parts: { 'MUG-TALAVERA': 4 } },
    {
      sku: 'KIT-REGALO',
      name: 'Caja de regalo: camiseta negra M y taza',
      parts: { 'TSHIRT-BLK-M': 1, 'MUG-MATE': 1 },
    },
  ];
  return specs.map((spec, i) => {
    const id = uuid(random);
    return {
      product: {
        id,
        clientId,
        sku: spec.sku,
        name: spec.name,
        handle: productHandle(spec.name),
        barcode: ean13(String(750_100_990_000 + i)),
        lengthCm: '30',
        widthCm: '25',
        heightCm: '15',
        weightKg: '1.200',
        declaredValueMinor: 49900 + i * 5000,
        currency: 'MXN',
        isBundle: true,
        lowStockThreshold: null,
      },
      components: Object.entries(spec.parts).map(([sku, quantity]) => ({
        clientId,
        bundleId: id,
        componentId: find(sku).row.id,
        quantity,
      })),
    };
  });
}

type DatedMovement = MovementInput & { createdAt: Date };

/** A month of one client's stock history for its (non-bundle) products in its warehouses. */
function history(
  clientId: string,
  random: Random,
  items: SeedProduct[],
  warehouses: readonly string[],
  now: Date,
) {
  const movements: DatedMovement[] = [];
  const dayAt = (daysAgo: number) =>
    new Date(now.getTime() - daysAgo * DAY_MS - random.int(1, 8 * 60) * 60_000);
  let order = 1;
  items.forEach((item, index) => {
    const stocked = warehouses.filter((_, w) => w === 0 || random.next() < 0.55);
    for (const warehouseId of stocked) {
      const line = `${item.row.sku}@${warehouseId}`;
      /** One movement of this product in this warehouse; `more` adds its line, note or author. */
      const move = (
        reason: MovementInput['reason'],
        quantity: number,
        documentType: MovementInput['documentType'],
        documentId: string,
        createdAt: Date,
        more: Pick<MovementInput, 'documentLine' | 'note' | 'createdBy'> = {},
      ) =>
        movements.push({
          clientId,
          productId: item.row.id,
          warehouseId,
          reason,
          quantity,
          documentType,
          documentId,
          ...more,
          createdAt,
        });
      const damagedInStorage = { note: 'Damaged in storage', createdBy: STAFF_USER_ID };
      // Every eighth product is running low: a small opening and steady sales.
      const low = index % 8 === 3;
      // Units neither reserved nor shipped: what the next order or adjustment may take.
      let available = low ? random.int(8, 20) : random.int(40, 400);
      move('received', available, 'import', 'opening-stock', dayAt(32), {
        documentLine: line,
        note: 'Opening stock',
      });
      const orders = low ? random.int(3, 6) : random.int(0, 6);
      for (let i = 0; i < orders && available > 1; i += 1) {
        const units = Math.min(available - 1, random.int(1, low ? 3 : 10));
        available -= units;
        const documentId = `SO-${String(order++).padStart(5, '0')}`;
        const createdAt = dayAt(random.int(0, 29));
        move('reserved', units, 'order', documentId, createdAt, { documentLine: line });
        // A few recent orders are still waiting to ship: their units stay reserved.
        if (random.next() < 0.9) {
          move('shipped', -units, 'order', documentId, new Date(createdAt.getTime() + 3_600_000), {
            documentLine: line,
          });
        }
      }
      if (!low && random.next() < 0.25) {
        move('received', random.int(24, 120), 'import', 'restock-w2', dayAt(14), {
          documentLine: line,
          note: 'Restock',
        });
      }
      if (!low && random.next() < 0.12 && available > 5) {
        const documentId = `ADJ-${item.row.sku}-${warehouseId}`;
        move('adjusted', -2, 'adjustment', documentId, dayAt(7), damagedInStorage);
        move('damaged', 2, 'adjustment', documentId, dayAt(7), damagedInStorage);
      }
      if (!low && random.next() < 0.08) {
        move('adjusted', 1, 'adjustment', `CC-${item.row.sku}-${warehouseId}`, dayAt(3), {
          note: 'Cycle count: one unit found',
          createdBy: STAFF_USER_ID,
        });
      }
    }
  });
  return movements;
}

async function seedClient(
  tx: AppDatabase,
  clientId: string,
  items: SeedProduct[],
  warehouses: readonly string[],
  random: Random,
  now: Date,
): Promise<void> {
  await tx.insert(products).values(items.map((item) => item.row));
  const movements = history(clientId, random, items, warehouses, now);
  // Movements of one (product, warehouse) appear in date order, so the running balance reads naturally.
  movements.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await recordMovements(tx, movements);
}

export async function hasDemoInventory(tx: AppDatabase): Promise<boolean> {
  const [found] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.clientId, DEMO_CLIENT_ID))
    .limit(1);
  return found !== undefined;
}

/** Loads the demo inventory unless the demo merchant has products already. Needs the operator scope set. */
export async function seedInventory(tx: AppDatabase, now = new Date()): Promise<boolean> {
  if (await hasDemoInventory(tx)) return false;
  await tx.update(users).set({ warehouseId: DEMO_STAFF_WAREHOUSE }).where(eq(users.id, STAFF_USER_ID));

  const random = generator(SEED);
  const demo = catalogue(DEMO_CLIENT_ID, random, 200, 750_100_000_000);
  await seedClient(tx, DEMO_CLIENT_ID, demo, DEMO_WAREHOUSES, random, now);
  const kits = bundles(DEMO_CLIENT_ID, random, demo);
  await tx.insert(products).values(kits.map((kit) => kit.product));
  await tx.insert(bundleComponents).values(kits.flatMap((kit) => kit.components));

  // Listings of the demo shops: most of the main shop's are linked to their product (shared stock), a few of
  // the sandbox's are not linked yet.
  const listings = demo.flatMap((item, i) => {
    if (i % 3 !== 0) return [];
    const linked = i % 15 !== 0;
    return [
      {
        clientId: DEMO_CLIENT_ID,
        shopId: linked ? DEMO_MAIN_SHOP_ID : DEMO_SANDBOX_SHOP_ID,
        externalId: `gid-${1_000_000 + i}`,
        sku: item.row.sku,
        title: item.row.name,
        priceMinor: Math.round(((item.row.declaredValueMinor ?? 0) * 1.6) / 100) * 100,
        productId: linked ? item.row.id : null,
        linkedAt: linked ? new Date(now.getTime() - 20 * DAY_MS) : null,
      },
    ];
  });
  await tx.insert(shopListings).values(listings);

  const other = catalogue(OTHER_CLIENT_ID, generator(SEED + 1), 20, 750_200_000_000);
  await seedClient(tx, OTHER_CLIENT_ID, other, ['WH-MX-MTY', 'WH-MX-CDMX'], random, now);
  return true;
}
