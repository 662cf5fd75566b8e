// Request and response schemas of the price-list routes, written once: Fastify validates and documents with
// them, the repository returns their types, and the front end reads the types through src/contract.ts.
import Type, { type Static } from 'typebox';

const LOCALISED_NAME = 'Spanish when Accept-Language starts with es, else English';

/** A quantity tier: the first range whose `max` is at least the quantity prices it. */
export const PriceRange = Type.Object({
  min: Type.Number(),
  max: Type.Union([Type.Number(), Type.Null()], {
    description: 'Null: open-ended, applies above every other range',
  }),
  price: Type.Number({ description: 'Price per unit in the warehouse currency' }),
});
export type PriceRange = Static<typeof PriceRange>;

/** A priced service of a category, e.g. a process-order weight band 'Small package' (0-1 kg). */
export const PriceService = Type.Object({
  id: Type.String(),
  name: Type.String({ description: LOCALISED_NAME, examples: ['Small package', 'Paquete pequeño'] }),
  min: Type.Union([Type.Number(), Type.Null()]),
  max: Type.Union([Type.Number(), Type.Null()]),
  unit: Type.Union([Type.String(), Type.Null()], {
    description: 'Unit of min and max (kg when null, spec point 9 "range unit kg")',
  }),
  ranges: Type.Array(PriceRange),
  extraPrice: Type.Optional(
    Type.Number({ description: 'Each extra product per order (process order and returns only)' }),
  ),
});
export type PriceService = Static<typeof PriceService>;

/** Reception, process order and returns: a unit (the heading's "by box"; a fallback word when null) and services. */
export const PriceCategory = Type.Object({
  name: Type.String({ description: LOCALISED_NAME, examples: ['Reception', 'Recepción'] }),
  unit: Type.Union([Type.String(), Type.Null()]),
  services: Type.Array(PriceService),
});
export type PriceCategory = Static<typeof PriceCategory>;

/** Storage has its unit and ranges directly (per cubic metre, 'm3' when null). */
export const StorageCategory = Type.Object({
  name: Type.String({ description: LOCALISED_NAME, examples: ['Storage', 'Almacenamiento'] }),
  unit: Type.Union([Type.String(), Type.Null()], { examples: ['m3'] }),
  ranges: Type.Array(PriceRange),
});
export type StorageCategory = Static<typeof StorageCategory>;

export const PriceCategories = Type.Object({
  reception: PriceCategory,
  processOrder: PriceCategory,
  returns: PriceCategory,
  storage: StorageCategory,
});
export type PriceCategories = Static<typeof PriceCategories>;

/** One warehouse and its price list (spec point 3 "Price list (calculator)", DOMAIN.md "Price list"). */
export const WarehousePrice = Type.Object({
  id: Type.String({ examples: ['WH-MX-CDMX'] }),
  name: Type.String(),
  address: Type.String(),
  country: Type.String({ description: 'ISO 3166-1 alpha-2', examples: ['MX'] }),
  currency: Type.String({ description: 'ISO 4217', examples: ['MXN'] }),
  categories: PriceCategories,
});
export type WarehousePrice = Static<typeof WarehousePrice>;

/** `GET /warehouse/prices`. */
export const WarehousePrices = Type.Array(WarehousePrice);
export type WarehousePrices = Static<typeof WarehousePrices>;

export const warehousePricesSchema = {
  tags: ['catalog'],
  summary: 'Warehouses and their price lists',
  description:
    'Every warehouse with its price list in its own currency: reception, process order and returns services ' +
    'with quantity ranges, and storage ranges per cubic metre. Category and service names follow ' +
    'Accept-Language (Spanish for es, es-MX..., English otherwise); the response varies by it. Public.',
  headers: Type.Object({
    'accept-language': Type.Optional(
      Type.String({ description: 'Language of the names', examples: ['es-MX'] }),
    ),
  }),
  response: { 200: WarehousePrices },
};
