// Reads the warehouses' price lists (tables of migration 003) and shapes them as the calculators use them, with
// category and service names in the caller's language. Public catalogue data: no client scoping, every visitor
// sees the same prices.
import { asc } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import {
  priceListCategories,
  priceListRanges,
  priceListServices,
  warehouses,
  type CatalogueLanguage,
  type PriceListCategory as CategoryKey,
} from '../../platform/db/schema.js';
import type { PriceCategory, PriceRange, StorageCategory, WarehousePrices } from './schemas.js';

type CategoryRow = typeof priceListCategories.$inferSelect;
type ServiceRow = typeof priceListServices.$inferSelect;
type RangeRow = typeof priceListRanges.$inferSelect;

function groupBy<T>(rows: readonly T[], key: (row: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

const toRange = (row: RangeRow): PriceRange => ({ min: row.min, max: row.max, price: row.price });

const localName = (row: { nameEn: string; nameEs: string }, language: CatalogueLanguage): string =>
  language === 'es' ? row.nameEs : row.nameEn;

class PriceListAssembler {
  private readonly servicesByCategory: Map<string, ServiceRow[]>;
  private readonly rangesByService: Map<string, RangeRow[]>;
  private readonly rangesByCategory: Map<string, RangeRow[]>;

  constructor(
    services: ServiceRow[],
    ranges: RangeRow[],
    private readonly language: CatalogueLanguage,
  ) {
    this.servicesByCategory = groupBy(services, (row) => row.categoryId);
    this.rangesByService = groupBy(ranges, (row) => row.serviceId);
    this.rangesByCategory = groupBy(
      ranges.filter((row) => row.serviceId === null),
      (row) => row.categoryId,
    );
  }

  category(row: CategoryRow): PriceCategory {
    const services = (this.servicesByCategory.get(row.id) ?? []).map((service) => ({
      id: service.id,
      name: localName(service, this.language),
      min: service.min,
      max: service.max,
      unit: service.unit,
      ranges: (this.rangesByService.get(service.id) ?? []).map(toRange),
      ...(service.extraPrice === null ? {} : { extraPrice: service.extraPrice }),
    }));
    return { name: localName(row, this.language), unit: row.unit, services };
  }

  storage(row: CategoryRow): StorageCategory {
    return {
      name: localName(row, this.language),
      unit: row.unit,
      ranges: (this.rangesByCategory.get(row.id) ?? []).map(toRange),
    };
  }
}

/** Every warehouse with a complete price list, names in `language`; a warehouse still being set up is left out. */
export async function listWarehousePrices(
  db: AppDatabase,
  language: CatalogueLanguage,
): Promise<WarehousePrices> {
  const [warehouseRows, categoryRows, serviceRows, rangeRows] = await Promise.all([
    db.select().from(warehouses).orderBy(asc(warehouses.countryCode), asc(warehouses.name)),
    db.select().from(priceListCategories),
    db.select().from(priceListServices).orderBy(asc(priceListServices.position)),
    db.select().from(priceListRanges).orderBy(asc(priceListRanges.position)),
  ]);
  const assembler = new PriceListAssembler(serviceRows, rangeRows, language);
  const categoriesByWarehouse = groupBy(categoryRows, (row) => row.warehouseId);

  return warehouseRows.flatMap((warehouse) => {
    const found = new Map<CategoryKey, CategoryRow>(
      (categoriesByWarehouse.get(warehouse.id) ?? []).map((row) => [row.category, row]),
    );
    const reception = found.get('reception');
    const processOrder = found.get('process_order');
    const returns = found.get('returns');
    const storage = found.get('storage');
    if (!reception || !processOrder || !returns || !storage) return [];
    return [
      {
        id: warehouse.id,
        name: warehouse.name,
        address: warehouse.address,
        country: warehouse.countryCode,
        currency: warehouse.currency,
        categories: {
          reception: assembler.category(reception),
          processOrder: assembler.category(processOrder),
          returns: assembler.category(returns),
          storage: assembler.storage(storage),
        },
      },
    ];
  });
}
