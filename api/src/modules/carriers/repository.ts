// Reads the carriers of the public catalogue (migration 003): how many each country has, and one country's
// carriers with their services and extras in the caller's language. Shared by every client: no scoping.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import {
  additionalServiceNames,
  carrierAdditionalServices,
  carrierDescriptions,
  carriers,
  carrierServices,
  type CatalogueLanguage,
} from '../../platform/db/schema.js';
import type { CarrierCounts, Carriers, CarrierService } from './schemas.js';

export async function countCarriersByCountry(db: AppDatabase): Promise<CarrierCounts> {
  const rows = await db
    .select({ countryCode: carriers.countryCode, n: count() })
    .from(carriers)
    .groupBy(carriers.countryCode)
    .orderBy(asc(carriers.countryCode));
  return Object.fromEntries(rows.map((row) => [row.countryCode, { carriers: row.n }]));
}

function grouped<T extends { carrierId: string }, V>(
  rows: readonly T[],
  value: (row: T) => V,
): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const row of rows) {
    const list = groups.get(row.carrierId) ?? [];
    list.push(value(row));
    groups.set(row.carrierId, list);
  }
  return groups;
}

export async function listCarriers(
  db: AppDatabase,
  countryCode: string,
  language: CatalogueLanguage,
  logo: (slug: string) => string,
): Promise<Carriers> {
  const rows = await db
    .select({
      id: carriers.id,
      name: carriers.name,
      logoSlug: carriers.logoSlug,
      description: carrierDescriptions.description,
    })
    .from(carriers)
    .leftJoin(
      carrierDescriptions,
      and(eq(carrierDescriptions.carrierId, carriers.id), eq(carrierDescriptions.language, language)),
    )
    .where(eq(carriers.countryCode, countryCode))
    .orderBy(asc(carriers.position), asc(carriers.name));
  if (rows.length === 0) return [];

  const ids = rows.map((row) => row.id);
  const [serviceRows, extraRows] = await Promise.all([
    db
      .select({
        carrierId: carrierServices.carrierId,
        name: carrierServices.name,
        international: carrierServices.international,
      })
      .from(carrierServices)
      .where(inArray(carrierServices.carrierId, ids))
      .orderBy(asc(carrierServices.position)),
    db
      .select({ carrierId: carrierAdditionalServices.carrierId, name: additionalServiceNames.name })
      .from(carrierAdditionalServices)
      .innerJoin(
        additionalServiceNames,
        and(
          eq(additionalServiceNames.code, carrierAdditionalServices.code),
          eq(additionalServiceNames.language, language),
        ),
      )
      .where(inArray(carrierAdditionalServices.carrierId, ids))
      .orderBy(asc(carrierAdditionalServices.position)),
  ]);
  const services = grouped(serviceRows, (row): CarrierService => ({
    name: row.name,
    international: row.international ? 1 : 0,
  }));
  const extras = grouped(extraRows, (row) => row.name);

  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    logo: logo(row.logoSlug),
    description: row.description ?? '',
    services: services.get(row.id) ?? [],
    additional_services: extras.get(row.id) ?? [],
  }));
}
