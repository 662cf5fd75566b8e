// Request and response schemas of the carrier routes, written once: Fastify validates and documents with them,
// the repository returns their types, and the front end reads the types through src/contract.ts.
import Type, { type Static } from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';

/** `return_object=true`: how many carriers each country has (the tabs of the Carriers page). */
export const CarrierCounts = Type.Record(
  Type.String({ pattern: '^[A-Z]{2}$' }),
  Type.Object({ carriers: Type.Integer() }),
  {
    description: 'Number of carriers per country code (return_object=true)',
    examples: [{ MX: { carriers: 18 }, US: { carriers: 18 } }],
  },
);
export type CarrierCounts = Static<typeof CarrierCounts>;

export const CarrierService = Type.Object({
  name: Type.String(),
  international: Type.Enum([0, 1], { type: 'integer', description: '1: crosses a border' }),
});
export type CarrierService = Static<typeof CarrierService>;

export const Carrier = Type.Object({
  id: Type.String({ examples: ['mx-estafeta'] }),
  name: Type.String({ examples: ['Estafeta'] }),
  logo: Type.String({ format: 'uri', description: 'Absolute URL of the SVG logo' }),
  description: Type.String({ description: 'Spanish when Accept-Language starts with es, else English' }),
  services: Type.Array(CarrierService),
  additional_services: Type.Array(Type.String()),
});
export type Carrier = Static<typeof Carrier>;

/** `country_code=MX`: that country's carriers. */
export const Carriers = Type.Array(Carrier, {
  description: 'The carriers of one country (country_code); empty for a country Estiba does not ship from',
});
export type Carriers = Static<typeof Carriers>;

export const CarriersQuery = Type.Object({
  country_code: Type.Optional(
    Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2 country code' }),
  ),
  return_object: Type.Optional(Type.Boolean({ description: 'true: answer the counts per country' })),
});
export type CarriersQuery = Static<typeof CarriersQuery>;

export const carriersSchema = {
  tags: ['catalog'],
  summary: 'Carriers per country',
  description:
    'With `return_object=true`: the number of carriers of each country (the tabs of the Carriers page). ' +
    "With `country_code`: that country's carriers. One of the two is required.",
  querystring: CarriersQuery,
  response: {
    200: Type.Union([CarrierCounts, Carriers]),
    400: errorResponseRef,
  },
};
