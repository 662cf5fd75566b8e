// Request and response schemas of the price-list routes (the shape shared/src/pricing/types.ts mirrors).

const LOCALISED_NAME = 'Spanish when Accept-Language starts with es, else English';

const range = {
  type: 'object',
  required: ['min', 'max', 'price'],
  properties: {
    min: { type: 'number' },
    max: { type: ['number', 'null'], description: 'Null: open-ended, applies above every other range' },
    price: { type: 'number', description: 'Price per unit in the warehouse currency' },
  },
} as const;

const service = {
  type: 'object',
  required: ['id', 'name', 'min', 'max', 'unit', 'ranges'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string', description: LOCALISED_NAME, examples: ['Small package', 'Paquete pequeño'] },
    min: { type: ['number', 'null'] },
    max: { type: ['number', 'null'] },
    unit: { type: ['string', 'null'], description: 'Unit of min and max (kg when null)' },
    ranges: { type: 'array', items: range },
    extraPrice: { type: 'number', description: 'Each extra product per order (process order and returns)' },
  },
} as const;

const category = {
  type: 'object',
  required: ['name', 'unit', 'services'],
  properties: {
    name: { type: 'string', description: LOCALISED_NAME, examples: ['Reception', 'Recepción'] },
    unit: { type: ['string', 'null'] },
    services: { type: 'array', items: service },
  },
} as const;

export const warehousePricesSchema = {
  tags: ['catalog'],
  summary: 'Warehouses and their price lists',
  description:
    'Every warehouse with its price list in its own currency: reception, process order and returns services ' +
    'with quantity ranges, and storage ranges per cubic metre. Category and service names follow ' +
    'Accept-Language (Spanish for es, es-MX..., English otherwise); the response varies by it. Public.',
  headers: {
    type: 'object',
    properties: {
      'accept-language': { type: 'string', description: 'Language of the names', examples: ['es-MX'] },
    },
  },
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'address', 'country', 'currency', 'categories'],
        properties: {
          id: { type: 'string', examples: ['WH-MX-CDMX'] },
          name: { type: 'string' },
          address: { type: 'string' },
          country: { type: 'string', description: 'ISO 3166-1 alpha-2', examples: ['MX'] },
          currency: { type: 'string', description: 'ISO 4217', examples: ['MXN'] },
          categories: {
            type: 'object',
            required: ['reception', 'processOrder', 'returns', 'storage'],
            properties: {
              reception: category,
              processOrder: category,
              returns: category,
              storage: {
                type: 'object',
                required: ['name', 'unit', 'ranges'],
                properties: {
                  name: {
                    type: 'string',
                    description: LOCALISED_NAME,
                    examples: ['Storage', 'Almacenamiento'],
                  },
                  unit: { type: ['string', 'null'], examples: ['m3'] },
                  ranges: { type: 'array', items: range },
                },
              },
            },
          },
        },
      },
    },
  },
} as const;
