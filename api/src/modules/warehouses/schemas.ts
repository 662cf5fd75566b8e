// Request and response schemas of the merchant's warehouse pages (/warehouses, /warehouses/{warehouseId}),
// written once: Fastify validates and documents with them, the front end reads the types through src/contract.ts.
// Only TypeBox here: the front end's type checker reads this file.
import Type, { type Static } from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';
import { PriceCategories } from '../price-lists/schemas.js';

export const WarehouseStockSummary = Type.Object(
  {
    products: Type.Integer({
      minimum: 0,
      description: "The caller's products with units on hand or incoming there",
    }),
    onHand: Type.Integer({ minimum: 0 }),
    available: Type.Integer({ minimum: 0 }),
    incoming: Type.Integer({ minimum: 0 }),
  },
  { description: "The caller's stock in this warehouse" },
);
export type WarehouseStockSummary = Static<typeof WarehouseStockSummary>;

export const WarehouseSummary = Type.Object({
  id: Type.String({ examples: ['WH-MX-CDMX'] }),
  name: Type.String({ examples: ['Ciudad de México'] }),
  address: Type.String(),
  country: Type.String({ description: 'ISO 3166-1 alpha-2', examples: ['MX'] }),
  currency: Type.String({ description: 'ISO 4217', examples: ['MXN'] }),
  timeZone: Type.String({ examples: ['America/Mexico_City'] }),
  receivingDeadlineHours: Type.Integer({
    description: 'Hours staff have to receive a box once it has arrived',
    examples: [48],
  }),
  stock: WarehouseStockSummary,
});
export type WarehouseSummary = Static<typeof WarehouseSummary>;

export const WarehouseList = Type.Array(WarehouseSummary);
export type WarehouseList = Static<typeof WarehouseList>;

export const WarehouseDetail = Type.Object({
  ...WarehouseSummary.properties,
  prices: Type.Union([PriceCategories, Type.Null()], {
    description:
      'The price list as GET /warehouse/prices and the calculators show it (names follow Accept-Language); ' +
      'null while the warehouse has no complete price list',
  }),
});
export type WarehouseDetail = Static<typeof WarehouseDetail>;

export const WarehouseParams = Type.Object({ warehouseId: Type.String({ minLength: 1, maxLength: 32 }) });
export type WarehouseParams = Static<typeof WarehouseParams>;

const errors = { 400: errorResponseRef, 401: errorResponseRef, 404: errorResponseRef };
const security = [{ bearerAuth: [] }];
const tags = ['warehouses'];
const acceptLanguage = Type.Object({
  'accept-language': Type.Optional(Type.String({ description: 'es… for Spanish price names, else English' })),
});

export const listWarehousesSchema = {
  tags,
  summary: "The warehouses with the caller's stock in each (the /warehouses screen)",
  description: 'Ordered by country, then name (the screen orders countries by language, spec point 9).',
  security,
  response: { 200: WarehouseList, ...errors },
};

export const warehouseDetailSchema = {
  tags,
  summary:
    "One warehouse: address, currency, time zone, receiving deadline, price list and the caller's stock",
  security,
  headers: acceptLanguage,
  params: WarehouseParams,
  response: { 200: WarehouseDetail, ...errors },
};
