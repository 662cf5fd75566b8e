// A manual sales channel (issue 19, /store/create and /createStoreFulfillment): a shop without a store behind it,
// for orders that come by CSV import or the orders API. Only TypeBox here: the front end's type checker reads it.
import Type, { type Static } from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';
import { bearerSecurity, routeErrors } from '../../platform/route-schemas.js';

export const MAX_CHANNEL_NAME = 100;
/** The platform word a manual channel's shop row carries (shops.ecommerce). */
export const MANUAL_PLATFORM = 'manual';

export const CreateSalesChannelBody = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: MAX_CHANNEL_NAME,
      description: 'Unique among the merchant’s manual channels (trimmed); the import’s shop column names it',
    }),
    warehouseId: Type.String({
      minLength: 1,
      maxLength: 60,
      description: 'Its default warehouse: where its automatic orders go',
    }),
    automaticOrders: Type.Boolean({ description: 'Send its new orders to process at once' }),
  },
  { additionalProperties: false },
);
export type CreateSalesChannelBody = Static<typeof CreateSalesChannelBody>;

export const SalesChannel = Type.Object({
  shopId: Type.String({ format: 'uuid' }),
  name: Type.String(),
  ecommerce: Type.Literal(MANUAL_PLATFORM),
  warehouseId: Type.String(),
  automaticOrders: Type.Boolean(),
  isMain: Type.Boolean({ description: 'The first shop a merchant has is the main one' }),
});
export type SalesChannel = Static<typeof SalesChannel>;

export const createSalesChannelSchema = {
  tags: ['integrations'],
  summary: 'Creates a manual sales channel (a shop for CSV and API orders)',
  description:
    'The Idempotency-Key header is required: the same key and body answer the first 201 again (header ' +
    'Idempotent-Replayed: true); the same key with another body answers 422. A name the merchant already gave a ' +
    'manual channel answers 409; an unknown warehouse 400 on its field.',
  security: bearerSecurity,
  headers: Type.Object({
    'idempotency-key': Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'One per attempt to create',
    }),
  }),
  body: CreateSalesChannelBody,
  response: { 201: SalesChannel, ...routeErrors, 422: errorResponseRef },
};
