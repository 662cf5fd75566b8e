// Request and response schemas of the carrier routes.
import { errorResponseRef } from '../../platform/error-handler.js';

const carrierCounts = {
  type: 'object',
  description: 'Number of carriers per country code (return_object=true)',
  additionalProperties: {
    type: 'object',
    required: ['carriers'],
    properties: { carriers: { type: 'integer' } },
  },
  examples: [{ MX: { carriers: 18 }, US: { carriers: 18 } }],
} as const;

const carrierList = {
  type: 'array',
  description: 'The carriers of one country (country_code); empty for a country Estiba does not ship from',
  items: {
    type: 'object',
    required: ['id', 'name', 'logo', 'description', 'services', 'additional_services'],
    properties: {
      id: { type: 'string', examples: ['mx-estafeta'] },
      name: { type: 'string', examples: ['Estafeta'] },
      logo: { type: 'string', format: 'uri', description: 'Absolute URL of the SVG logo' },
      description: {
        type: 'string',
        description: 'Spanish when Accept-Language starts with es, else English',
      },
      services: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name', 'international'],
          properties: {
            name: { type: 'string' },
            international: { type: 'integer', enum: [0, 1], description: '1: crosses a border' },
          },
        },
      },
      additional_services: { type: 'array', items: { type: 'string' } },
    },
  },
} as const;

export const carriersSchema = {
  tags: ['catalog'],
  summary: 'Carriers per country',
  description:
    'With `return_object=true`: the number of carriers of each country (the tabs of the Carriers page). ' +
    "With `country_code`: that country's carriers. One of the two is required.",
  querystring: {
    type: 'object',
    properties: {
      country_code: {
        type: 'string',
        pattern: '^[A-Za-z]{2}$',
        description: 'ISO 3166-1 alpha-2 country code',
      },
      return_object: { type: 'boolean', description: 'true: answer the counts per country' },
    },
  },
  response: {
    200: { anyOf: [carrierCounts, carrierList] },
    400: errorResponseRef,
  },
} as const;

export interface CarriersQuery {
  country_code?: string;
  return_object?: boolean;
}
