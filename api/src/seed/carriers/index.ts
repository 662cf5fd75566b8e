// The carriers merchants can ship with from each country (GET landings/carriers), written as upserts with
// fixed ids so a re-run updates the texts instead of duplicating rows.
import type { AppDatabase } from '../../platform/db/connection.js';
import {
  additionalServiceNames,
  additionalServices,
  carrierAdditionalServices,
  carrierDescriptions,
  carriers,
  carrierServices,
  CATALOGUE_LANGUAGES,
} from '../../platform/db/schema.js';
import { fromExcluded } from '../upsert.js';
import { ADDITIONAL_SERVICES, type AdditionalServiceCode } from './additional-services.js';
import { AR_CARRIERS } from './ar.js';
import { CL_CARRIERS } from './cl.js';
import { CO_CARRIERS } from './co.js';
import { ES_CARRIERS } from './es.js';
import { MX_CARRIERS } from './mx.js';
import type { CarrierSeed } from './types.js';
import { US_CARRIERS } from './us.js';

export type { CarrierSeed } from './types.js';

/** In the order the product's countries are listed everywhere (the es-MX warehouse order). */
export const CARRIERS_BY_COUNTRY: Readonly<Record<string, readonly CarrierSeed[]>> = {
  MX: MX_CARRIERS,
  US: US_CARRIERS,
  CO: CO_CARRIERS,
  AR: AR_CARRIERS,
  CL: CL_CARRIERS,
  ES: ES_CARRIERS,
};

/** A carrier's id: its brand slug within its country, so 'DHL Express' in Mexico and in Spain are two rows. */
export const carrierId = (countryCode: string, slug: string): string =>
  `${countryCode.toLowerCase()}-${slug}`;

interface CarrierRows {
  carriers: (typeof carriers.$inferInsert)[];
  descriptions: (typeof carrierDescriptions.$inferInsert)[];
  services: (typeof carrierServices.$inferInsert)[];
  extras: (typeof carrierAdditionalServices.$inferInsert)[];
}

export function carrierRows(): CarrierRows {
  const rows: CarrierRows = { carriers: [], descriptions: [], services: [], extras: [] };
  for (const [countryCode, list] of Object.entries(CARRIERS_BY_COUNTRY)) {
    list.forEach((seed, index) => {
      const id = carrierId(countryCode, seed.slug);
      rows.carriers.push({ id, countryCode, name: seed.name, logoSlug: seed.slug, position: index + 1 });
      rows.descriptions.push(
        ...CATALOGUE_LANGUAGES.map((language) => ({ carrierId: id, language, description: seed[language] })),
      );
      seed.services.forEach(([name, international], position) => {
        rows.services.push({
          id: `${id}:s${position + 1}`,
          carrierId: id,
          position: position + 1,
          name,
          international: international === 1,
        });
      });
      seed.extras.forEach((code, position) => {
        rows.extras.push({ id: `${id}:${code}`, carrierId: id, code, position: position + 1 });
      });
    });
  }
  return rows;
}

async function seedAdditionalServices(db: AppDatabase): Promise<void> {
  const codes = Object.keys(ADDITIONAL_SERVICES) as AdditionalServiceCode[];
  await db
    .insert(additionalServices)
    .values(codes.map((code, index) => ({ code, position: index + 1 })))
    .onConflictDoUpdate({
      target: additionalServices.code,
      set: fromExcluded(additionalServices, ['position']),
    });
  await db
    .insert(additionalServiceNames)
    .values(
      codes.flatMap((code) =>
        CATALOGUE_LANGUAGES.map((language) => ({
          code,
          language,
          name: ADDITIONAL_SERVICES[code][language],
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [additionalServiceNames.code, additionalServiceNames.language],
      set: fromExcluded(additionalServiceNames, ['name']),
    });
}

export async function seedCarriers(db: AppDatabase): Promise<void> {
  await seedAdditionalServices(db);
  const rows = carrierRows();
  await db
    .insert(carriers)
    .values(rows.carriers)
    .onConflictDoUpdate({
      target: carriers.id,
      set: fromExcluded(carriers, ['countryCode', 'name', 'logoSlug', 'position']),
    });
  await db
    .insert(carrierDescriptions)
    .values(rows.descriptions)
    .onConflictDoUpdate({
      target: [carrierDescriptions.carrierId, carrierDescriptions.language],
      set: fromExcluded(carrierDescriptions, ['description']),
    });
  await db
    .insert(carrierServices)
    .values(rows.services)
    .onConflictDoUpdate({
      target: carrierServices.id,
      set: fromExcluded(carrierServices, ['position', 'name', 'international']),
    });
  await db
    .insert(carrierAdditionalServices)
    .values(rows.extras)
    .onConflictDoUpdate({
      target: carrierAdditionalServices.id,
      set: fromExcluded(carrierAdditionalServices, ['position']),
    });
}
