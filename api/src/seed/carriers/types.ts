// The shape of the carrier seed data, one file per country beside this one.
import type { AdditionalServiceCode } from './additional-services.js';

export interface CarrierSeed {
  /** Brand slug: the logo's file name, shared by the same brand in every country. */
  slug: string;
  name: string;
  en: string;
  es: string;
  /** [name, international]: 1 when the service crosses a border (the shape GET landings/carriers returns). */
  services: readonly (readonly [name: string, international: 0 | 1])[];
  extras: readonly AdditionalServiceCode[];
}
