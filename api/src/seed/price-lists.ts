// The price lists of the demo warehouses (GET warehouse/prices). One base tariff, written in US dollars, is
// scaled to each warehouse's currency and local price level and rounded to the step prices are quoted in
// there, so every country's list is consistent with the others and still reads like a local quote.
import { inArray } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/connection.js';
import {
  priceListCategories,
  priceListRanges,
  priceListServices,
  warehouses,
  type CatalogueLanguage,
  type PriceListCategory,
} from '../platform/db/schema.js';
import { fromExcluded } from './upsert.js';

/** [min, max, price]; a null max is the open-ended last range. */
type Tier = readonly [min: number, max: number | null, price: number];

/** What a visitor reads, in each catalogue language (Spanish worded to read naturally in Spain and Latin America). */
type LocalisedName = Readonly<Record<CatalogueLanguage, string>>;

interface ServiceTariff {
  name: LocalisedName;
  /** Weight class in kg. */
  min: number;
  max: number;
  tiers: readonly Tier[];
  extraPrice?: number;
}

const WEIGHT_UNIT = 'kg';
const STORAGE_UNIT = 'm3';

/** Reception priced per box: two services, so the calculator hides its range selector and says 'box'. */
const RECEPTION_BY_BOX: readonly ServiceTariff[] = [
  {
    name: { en: 'Standard box', es: 'Caja estándar' },
    min: 0,
    max: 25,
    tiers: [
      [1, 50, 3.0],
      [51, 200, 2.6],
      [201, null, 2.2],
    ],
  },
  {
    name: { en: 'Oversize box', es: 'Caja sobredimensionada' },
    min: 25,
    max: 50,
    tiers: [
      [1, 50, 5.5],
      [51, null, 4.8],
    ],
  },
];

/** Reception priced per product by weight class: more than two services, so the selector shows ('product'). */
const RECEPTION_BY_PRODUCT: readonly ServiceTariff[] = [
  {
    name: { en: 'Small product', es: 'Producto pequeño' },
    min: 0,
    max: 1,
    tiers: [
      [1, 1000, 0.18],
      [1001, 5000, 0.15],
      [5001, null, 0.12],
    ],
  },
  {
    name: { en: 'Medium product', es: 'Producto mediano' },
    min: 1,
    max: 5,
    tiers: [
      [1, 1000, 0.3],
      [1001, 5000, 0.25],
      [5001, null, 0.2],
    ],
  },
  {
    name: { en: 'Large product', es: 'Producto grande' },
    min: 5,
    max: 15,
    tiers: [
      [1, 1000, 0.55],
      [1001, null, 0.45],
    ],
  },
  {
    name: { en: 'Extra large product', es: 'Producto extragrande' },
    min: 15,
    max: 30,
    tiers: [[1, null, 1.1]],
  },
];

/** Weight classes; their ranges are monthly order volumes, the first range whose max covers the count applies. */
const PROCESS_ORDER: readonly ServiceTariff[] = [
  {
    name: { en: 'Small package', es: 'Paquete pequeño' },
    min: 0,
    max: 1,
    extraPrice: 0.35,
    tiers: [
      [1, 500, 2.1],
      [501, 2000, 1.85],
      [2001, 5000, 1.6],
      [5001, null, 1.4],
    ],
  },
  {
    name: { en: 'Medium package', es: 'Paquete mediano' },
    min: 1,
    max: 5,
    extraPrice: 0.45,
    tiers: [
      [1, 500, 2.6],
      [501, 2000, 2.3],
      [2001, null, 2.05],
    ],
  },
  {
    name: { en: 'Large package', es: 'Paquete grande' },
    min: 5,
    max: 15,
    extraPrice: 0.6,
    tiers: [
      [1, 1000, 3.8],
      [1001, null, 3.4],
    ],
  },
  {
    name: { en: 'Extra large package', es: 'Paquete extragrande' },
    min: 15,
    max: 30,
    extraPrice: 0.9,
    tiers: [[1, null, 5.9]],
  },
];

const RETURNS: readonly ServiceTariff[] = [
  {
    name: { en: 'Standard return', es: 'Devolución estándar' },
    min: 0,
    max: 5,
    extraPrice: 0.4,
    tiers: [
      [1, 100, 2.4],
      [101, null, 2.0],
    ],
  },
  {
    name: { en: 'Bulky return', es: 'Devolución voluminosa' },
    min: 5,
    max: 30,
    extraPrice: 0.75,
    tiers: [[1, null, 4.5]],
  },
];

/** Per cubic metre stored per month. */
const STORAGE: readonly Tier[] = [
  [1, 10, 28],
  [11, 50, 24],
  [51, null, 20],
];

interface WarehouseTariff {
  /** Local currency units per base dollar, price level included (labour and rent differ by city). */
  factor: number;
  /** Prices are rounded to multiples of this (centavos in Mexico, hundreds of pesos in Colombia...). */
  step: number;
  reception: 'box' | 'product';
  /** Smaller warehouses do not take the extra large class. */
  processOrderClasses: 3 | 4;
}

/** Keyed by the demo warehouse ids (seed/demo.ts); a warehouse missing here simply has no price list. */
export const WAREHOUSE_TARIFFS: Readonly<Record<string, WarehouseTariff>> = {
  'WH-MX-CDMX': { factor: 17, step: 0.5, reception: 'product', processOrderClasses: 4 },
  'WH-MX-MTY': { factor: 16, step: 0.5, reception: 'box', processOrderClasses: 4 },
  'WH-US-LRD': { factor: 1, step: 0.05, reception: 'box', processOrderClasses: 4 },
  'WH-US-MIA': { factor: 1.15, step: 0.05, reception: 'product', processOrderClasses: 3 },
  'WH-CO-BOG': { factor: 3600, step: 100, reception: 'box', processOrderClasses: 3 },
  'WH-AR-BUE': { factor: 1050, step: 10, reception: 'box', processOrderClasses: 4 },
  'WH-CL-SCL': { factor: 880, step: 10, reception: 'box', processOrderClasses: 3 },
  'WH-ES-MAD': { factor: 0.95, step: 0.05, reception: 'product', processOrderClasses: 4 },
};

const CATEGORY_NAMES: Readonly<Record<PriceListCategory, LocalisedName>> = {
  reception: { en: 'Reception', es: 'Recepción' },
  storage: { en: 'Storage', es: 'Almacenamiento' },
  process_order: { en: 'Process Order', es: 'Procesamiento de pedidos' },
  returns: { en: 'Returns', es: 'Devoluciones' },
};

type CategoryRow = typeof priceListCategories.$inferInsert;
type ServiceRow = typeof priceListServices.$inferInsert;
type RangeRow = typeof priceListRanges.$inferInsert;

export interface PriceListRows {
  categories: CategoryRow[];
  services: ServiceRow[];
  ranges: RangeRow[];
}

function localPrice(base: number, tariff: WarehouseTariff): number {
  const rounded = Math.round((base * tariff.factor) / tariff.step) * tariff.step;
  // Rounding to a step like 0.05 leaves binary noise (2.4000000000000004); prices have two decimals.
  return Number(rounded.toFixed(2));
}

function rangeRows(
  categoryId: string,
  serviceId: string | null,
  idPrefix: string,
  tiers: readonly Tier[],
  tariff: WarehouseTariff,
): RangeRow[] {
  return tiers.map(([min, max, price], index) => ({
    id: `${idPrefix}:r${index + 1}`,
    categoryId,
    serviceId,
    position: index + 1,
    min,
    max,
    price: localPrice(price, tariff),
  }));
}

function addCategory(
  rows: PriceListRows,
  warehouseId: string,
  category: PriceListCategory,
  services: readonly ServiceTariff[],
  tariff: WarehouseTariff,
): void {
  const categoryId = `${warehouseId}:${category}`;
  rows.categories.push({
    id: categoryId,
    warehouseId,
    category,
    nameEn: CATEGORY_NAMES[category].en,
    nameEs: CATEGORY_NAMES[category].es,
    unit: null,
  });
  services.forEach((service, index) => {
    const serviceId = `${categoryId}:s${index + 1}`;
    rows.services.push({
      id: serviceId,
      categoryId,
      position: index + 1,
      nameEn: service.name.en,
      nameEs: service.name.es,
      min: service.min,
      max: service.max,
      unit: WEIGHT_UNIT,
      extraPrice: service.extraPrice === undefined ? null : localPrice(service.extraPrice, tariff),
    });
    rows.ranges.push(...rangeRows(categoryId, serviceId, serviceId, service.tiers, tariff));
  });
}

/** Every row of one warehouse's price list, with fixed ids so a re-run updates rather than duplicates. */
export function priceListRows(warehouseId: string, tariff: WarehouseTariff): PriceListRows {
  const rows: PriceListRows = { categories: [], services: [], ranges: [] };
  const reception = tariff.reception === 'box' ? RECEPTION_BY_BOX : RECEPTION_BY_PRODUCT;
  addCategory(rows, warehouseId, 'reception', reception, tariff);
  addCategory(rows, warehouseId, 'process_order', PROCESS_ORDER.slice(0, tariff.processOrderClasses), tariff);
  addCategory(rows, warehouseId, 'returns', RETURNS, tariff);
  const storageId = `${warehouseId}:storage`;
  rows.categories.push({
    id: storageId,
    warehouseId,
    category: 'storage',
    nameEn: CATEGORY_NAMES.storage.en,
    nameEs: CATEGORY_NAMES.storage.es,
    unit: STORAGE_UNIT,
  });
  rows.ranges.push(...rangeRows(storageId, null, storageId, STORAGE, tariff));
  return rows;
}

/** Writes the price list of every tariffed warehouse present in the database. */
export async function seedPriceLists(db: AppDatabase): Promise<void> {
  const present = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(inArray(warehouses.id, Object.keys(WAREHOUSE_TARIFFS)));
  const rows: PriceListRows = { categories: [], services: [], ranges: [] };
  for (const { id } of present) {
    const tariff = WAREHOUSE_TARIFFS[id];
    if (!tariff) continue;
    const list = priceListRows(id, tariff);
    rows.categories.push(...list.categories);
    rows.services.push(...list.services);
    rows.ranges.push(...list.ranges);
  }
  if (rows.categories.length === 0) return;
  await db
    .insert(priceListCategories)
    .values(rows.categories)
    .onConflictDoUpdate({
      target: priceListCategories.id,
      set: fromExcluded(priceListCategories, ['nameEn', 'nameEs', 'unit']),
    });
  await db
    .insert(priceListServices)
    .values(rows.services)
    .onConflictDoUpdate({
      target: priceListServices.id,
      set: fromExcluded(priceListServices, [
        'position',
        'nameEn',
        'nameEs',
        'min',
        'max',
        'unit',
        'extraPrice',
      ]),
    });
  await db
    .insert(priceListRanges)
    .values(rows.ranges)
    .onConflictDoUpdate({
      target: priceListRanges.id,
      set: fromExcluded(priceListRanges, ['position', 'min', 'max', 'price']),
    });
}
