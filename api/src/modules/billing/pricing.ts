// A warehouse's price list, read from the database as `GET /warehouse/prices` serves it, turned into charge lines
// (billing-contract "Charge kinds and how each is priced"). The range is chosen and the amount computed by the
// calculators' own rules (pricing/rules.ts): applicableRange, and chargeAmountCents on the price list's decimal in
// cents. Pure functions here, apart from loadPriceList; a price list that cannot price something throws
// PricingError, which the hooks log and skip (the warehouse's work never fails on billing).
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import type { ChargeKind, PricedRule } from '../../platform/db/billing-schema.js';
import { rowsOf } from '../inventory/ledger.js';
import {
  applicableRange,
  chargeAmountCents,
  priceToCents,
  proratedAmountCents,
  type PriceRange,
} from '../../pricing/rules.js';

/** Something a price list cannot price (no such category, no service for the weight, no ranges). */
export class PricingError extends Error {
  override readonly name = 'PricingError';
}

export interface BillingRange extends PriceRange {
  id: string;
  /** The price as the price list writes it ('21.50'), kept in the charge's rule. */
  priceText: string;
}

export interface BillingService {
  id: string;
  name: string;
  nameEs: string;
  min: number | null;
  max: number | null;
  unit: string | null;
  ranges: BillingRange[];
  /** The price list's decimal for each extra product ('6.50'), null when the service has none. */
  extraPrice: string | null;
}

export interface BillingCategory {
  unit: string | null;
  services: BillingService[];
}

export interface BillingPriceList {
  warehouseId: string;
  currency: string;
  countryCode: string;
  timeZone: string;
  /** warehouses.price_list_version: the version these rules are of. */
  version: number;
  reception: BillingCategory | null;
  processOrder: BillingCategory | null;
  returns: BillingCategory | null;
  storage: { unit: string | null; ranges: BillingRange[] } | null;
}

/** One line to charge: what the charge row holds besides its client, invoice and source. */
export interface ChargeLine {
  kind: Exclude<ChargeKind, 'credit'>;
  /** Decimal text, at most 3 places. */
  quantity: string;
  unit: string;
  unitPriceCents: number;
  amountCents: number;
  rule: PricedRule;
}

interface WarehouseRow {
  id: string;
  currency: string;
  country_code: string;
  time_zone: string;
  price_list_version: number;
}
interface CategoryRow {
  id: string;
  category: 'reception' | 'storage' | 'process_order' | 'returns';
  unit: string | null;
}
interface ServiceRow {
  id: string;
  category_id: string;
  name_en: string;
  name_es: string;
  min: string | null;
  max: string | null;
  unit: string | null;
  extra_price: string | null;
}
interface RangeRow {
  id: string;
  category_id: string;
  service_id: string | null;
  min: string;
  max: string | null;
  price: string;
}

const numberOrNull = (text: string | null): number | null => (text === null ? null : Number(text));

/**
 * The warehouse's price list as billing reads it: prices as their decimal text (never through a float), in the
 * list's order (position), with its version; null when the warehouse does not exist.
 */
export async function loadPriceList(tx: AppDatabase, warehouseId: string): Promise<BillingPriceList | null> {
  const [warehouse] = rowsOf<WarehouseRow>(
    await tx.execute(sql`
      SELECT id, currency, country_code, time_zone, price_list_version FROM warehouses WHERE id = ${warehouseId}`),
  );
  if (!warehouse) return null;
  const categories = rowsOf<CategoryRow>(
    await tx.execute(sql`
      SELECT id, category, unit FROM price_list_categories WHERE warehouse_id = ${warehouseId}`),
  );
  const services = rowsOf<ServiceRow>(
    await tx.execute(sql`
      SELECT s.id, s.category_id, s.name_en, s.name_es, s.min::text AS min, s.max::text AS max, s.unit,
             s.extra_price::text AS extra_price
        FROM price_list_services s JOIN price_list_categories c ON c.id = s.category_id
       WHERE c.warehouse_id = ${warehouseId}
       ORDER BY s.position, s.id`),
  );
  const ranges = rowsOf<RangeRow>(
    await tx.execute(sql`
      SELECT r.id, r.category_id, r.service_id, r.min::text AS min, r.max::text AS max, r.price::text AS price
        FROM price_list_ranges r JOIN price_list_categories c ON c.id = r.category_id
       WHERE c.warehouse_id = ${warehouseId}
       ORDER BY r.position, r.id`),
  );
  const toRange = (row: RangeRow): BillingRange => ({
    id: row.id,
    min: Number(row.min),
    max: numberOrNull(row.max),
    price: Number(row.price),
    priceText: row.price,
  });
  const category = (key: CategoryRow['category']): BillingCategory | null => {
    const found = categories.find((row) => row.category === key);
    if (!found) return null;
    return {
      unit: found.unit,
      services: services
        .filter((service) => service.category_id === found.id)
        .map((service) => ({
          id: service.id,
          name: service.name_en,
          nameEs: service.name_es,
          min: numberOrNull(service.min),
          max: numberOrNull(service.max),
          unit: service.unit,
          ranges: ranges.filter((range) => range.service_id === service.id).map(toRange),
          extraPrice: service.extra_price,
        })),
    };
  };
  const storage = categories.find((row) => row.category === 'storage');
  return {
    warehouseId: warehouse.id,
    currency: warehouse.currency.trim(),
    countryCode: warehouse.country_code.trim(),
    timeZone: warehouse.time_zone,
    version: Number(warehouse.price_list_version),
    reception: category('reception'),
    processOrder: category('process_order'),
    returns: category('returns'),
    storage: storage
      ? {
          unit: storage.unit,
          ranges: ranges
            .filter((range) => range.category_id === storage.id && range.service_id === null)
            .map(toRange),
        }
      : null,
  };
}

/** Reception is priced per box up to this many services, per product (by weight) above (spec point 2). */
const RECEPTION_SERVICES_BY_BOX = 2;

type RuleCategory = PricedRule['category'];

function lineOf(
  kind: ChargeLine['kind'],
  category: RuleCategory,
  service: BillingService | null,
  ranges: readonly BillingRange[],
  tier: number,
  quantity: string,
  unit: string,
): ChargeLine {
  const applied = applicableRange(ranges, tier);
  if (!applied) throw new PricingError(`${category}: ${service?.name ?? 'storage'} has no price ranges`);
  const { range, index, openEnded } = applied;
  const unitPriceCents = priceToCents(range.priceText);
  return {
    kind,
    quantity,
    unit,
    unitPriceCents,
    amountCents: chargeAmountCents(quantity, unitPriceCents),
    rule: {
      category,
      serviceId: service?.id ?? null,
      serviceName: service?.name ?? 'Storage',
      ...(service ? { serviceNameEs: service.nameEs } : {}),
      serviceMin: service?.min ?? null,
      serviceMax: service?.max ?? null,
      serviceUnit: service?.unit ?? null,
      rangeId: range.id,
      rangeIndex: index,
      rangeMin: range.min,
      rangeMax: range.max,
      price: range.priceText,
      tier,
      openEnded,
    },
  };
}

/** The first service (in the list's order) whose min–max holds the weight (kg); a null bound is open. */
export function serviceForWeight(category: BillingCategory, weightKg: number): BillingService | null {
  return (
    category.services.find(
      (service) => (service.min ?? 0) <= weightKg && (service.max === null || weightKg <= service.max),
    ) ?? null
  );
}

function requireCategory(category: BillingCategory | null, name: string): BillingCategory {
  if (!category || category.services.length === 0) {
    throw new PricingError(`The warehouse's price list has no ${name} services`);
  }
  return category;
}

function requireService(category: BillingCategory, name: string, weightKg: number): BillingService {
  const service = serviceForWeight(category, weightKg);
  if (!service) throw new PricingError(`No ${name} service of the price list holds ${weightKg} kg`);
  return service;
}

/** Units of one product in a received box, with the product's unit weight (kg, decimal text). */
export interface ReceivedProduct {
  units: number;
  weightKg: string;
}

/**
 * Reception of one box. With ≤ 2 services: one line per box (quantity 1, the first service, range by 1, unit
 * 'box'). With more: per product, by weight: one line per service holding some of the box's products, its
 * quantity the units of those products, its range chosen by that quantity.
 */
export function priceReception(
  list: BillingPriceList,
  products: readonly ReceivedProduct[],
): Array<ChargeLine & { serviceId: string }> {
  const category = requireCategory(list.reception, 'reception');
  if (category.services.length <= RECEPTION_SERVICES_BY_BOX) {
    const service = category.services[0];
    return [
      { ...lineOf('reception', 'reception', service, service.ranges, 1, '1', 'box'), serviceId: service.id },
    ];
  }
  const unitsByService = new Map<BillingService, number>();
  for (const product of products) {
    if (product.units <= 0) continue;
    const service = requireService(category, 'reception', Number(product.weightKg));
    unitsByService.set(service, (unitsByService.get(service) ?? 0) + product.units);
  }
  return [...unitsByService].map(([service, units]) => ({
    ...lineOf('reception', 'reception', service, service.ranges, units, String(units), 'product'),
    serviceId: service.id,
  }));
}

/**
 * An order shipped: process order (quantity 1, unit 'order', the service holding the order's weight, the range by
 * the month's count of process-order charges including this one), and extra products (units − 1 at the service's
 * extra price) when the order has more than one unit and the service prices them.
 */
export function priceProcessOrder(
  list: BillingPriceList,
  order: { weightKg: number; units: number; monthCount: number },
): ChargeLine[] {
  const category = requireCategory(list.processOrder, 'process order');
  const service = requireService(category, 'process order', order.weightKg);
  const main = lineOf(
    'process_order',
    'processOrder',
    service,
    service.ranges,
    order.monthCount,
    '1',
    'order',
  );
  const lines = [main];
  if (order.units > 1 && service.extraPrice !== null) {
    const quantity = String(order.units - 1);
    const unitPriceCents = priceToCents(service.extraPrice);
    lines.push({
      kind: 'extra_product',
      quantity,
      unit: 'product',
      unitPriceCents,
      amountCents: chargeAmountCents(quantity, unitPriceCents),
      rule: { ...main.rule, price: service.extraPrice, extraProduct: true },
    });
  }
  return lines;
}

/** An exchange return received: the returns service holding the returned units' weight, range by the month's count. */
export function priceReturn(
  list: BillingPriceList,
  ret: { weightKg: number; monthCount: number },
): ChargeLine {
  const category = requireCategory(list.returns, 'returns');
  const service = requireService(category, 'returns', ret.weightKg);
  return lineOf('return', 'returns', service, service.ranges, ret.monthCount, '1', 'order');
}

/**
 * A storage day: the storage range by the day's volume (m³, decimal text), quantity that volume. The price list
 * prices storage per m³ per month, so the day is charged its share: volume × monthly price / the days of its
 * month, rounded once. Null at 0 m³.
 */
export function priceStorage(
  list: BillingPriceList,
  volumeM3: string,
  daysInMonth: number,
): ChargeLine | null {
  if (Number(volumeM3) <= 0) return null;
  if (!list.storage) throw new PricingError("The warehouse's price list has no storage");
  const quantity = normaliseQuantity(volumeM3);
  const line = lineOf('storage', 'storage', null, list.storage.ranges, Number(quantity), quantity, 'm3');
  return {
    ...line,
    amountCents: proratedAmountCents(quantity, line.unitPriceCents, daysInMonth),
    rule: { ...line.rule, periodDays: daysInMonth },
  };
}

/** The days of the month of a calendar day 'YYYY-MM-DD' (28 to 31). */
export function daysInMonthOf(day: string): number {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month!, 0)).getUTCDate();
}

/** A numeric's text as a quantity of at most 3 places ('0.375', '12'): numeric(14, 3) gives '12.000'. */
export function normaliseQuantity(text: string): string {
  const [whole, fraction = ''] = text.trim().split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed ? `${whole}.${trimmed}` : whole;
}
