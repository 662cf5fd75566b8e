// Request and response schemas of the accounts routes: they validate input, shape output and document the API.
import { errorResponseRef } from '../../platform/error-handler.js';
import { USER_ROLES } from '../../platform/db/schema.js';

const nullableString = { type: ['string', 'null'] } as const;
const freeObject = { type: 'object', additionalProperties: true } as const;

export const sessionShopSchema = {
  type: 'object',
  required: ['shopId', 'name', 'ecommerce', 'currency', 'updatedScopes', 'marketplace', 'settings'],
  properties: {
    shopId: { type: 'string' },
    name: { type: 'string' },
    ecommerce: { type: 'string', description: 'The sales platform: shopify, woocommerce, sandbox, ...' },
    currency: { type: 'string', minLength: 3, maxLength: 3 },
    updatedScopes: { type: 'integer', description: '0 when the shop must grant new permissions' },
    marketplace: nullableString,
    settings: freeObject,
  },
} as const;

export const sessionUserSchema = {
  type: 'object',
  required: [
    'userId',
    'role',
    'clientName',
    'clientId',
    'displayName',
    'email',
    'shops',
    'defaultShopId',
    'lang',
    'timeZone',
    'billingEnabled',
    'shippingPlatformIntegrated',
    'shippingPlatformId',
    'newFeatures',
    'from',
    'data',
  ],
  properties: {
    userId: { type: 'string' },
    role: { type: 'array', items: { type: 'string', enum: [...USER_ROLES] } },
    clientName: { type: 'string' },
    clientId: { type: 'string' },
    displayName: { type: 'string' },
    email: { type: 'string' },
    shops: { type: 'array', items: sessionShopSchema },
    defaultShopId: nullableString,
    lang: { type: 'string' },
    timeZone: { ...nullableString, description: "The user's saved IANA time zone; null: the browser's" },
    billingEnabled: { type: 'boolean' },
    shippingPlatformIntegrated: { type: 'boolean' },
    shippingPlatformId: nullableString,
    newFeatures: { type: 'boolean' },
    from: { type: 'string', enum: ['api'] },
    data: {
      type: 'object',
      required: ['displayName', 'photoURL', 'email', 'settings', 'shortcuts'],
      properties: {
        displayName: { type: 'string' },
        photoURL: nullableString,
        email: { type: 'string' },
        settings: freeObject,
        shortcuts: { type: 'array', items: { type: 'string' } },
      },
    },
    token: { type: 'string', description: 'A fresh access token, with ?withToken=true' },
    expiresIn: { type: 'integer', description: 'Seconds until the fresh token expires' },
  },
} as const;

export const meSchema = {
  tags: ['accounts'],
  summary: 'The signed-in user',
  description: 'The session user for the bearer token; with withToken=true also a fresh access token.',
  security: [{ bearerAuth: [] }],
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { withToken: { type: 'boolean', default: false } },
  },
  response: {
    200: sessionUserSchema,
    401: errorResponseRef,
  },
} as const;

export interface MeQuery {
  withToken: boolean;
}
