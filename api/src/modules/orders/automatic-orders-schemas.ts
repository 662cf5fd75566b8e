// Automatic orders per shop (issue 17; spec FAQ "Settings > Shops > pick shop > Automatic Orders > toggle > choose
// warehouse > Save"): the merchant reads and sets, per shop, whether its new orders go to process at once and the
// warehouse they go to. Only TypeBox here.
import Type, { type Static } from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';

export const ShopAutomaticOrders = Type.Object({
  shopId: Type.String({ format: 'uuid' }),
  shopName: Type.String(),
  automaticOrders: Type.Boolean({ description: "The shop's new orders go to process at once" }),
  warehouseId: Type.Union([Type.String(), Type.Null()], {
    description: 'The warehouse its automatic orders go to (required while automaticOrders is on)',
  }),
});
export type ShopAutomaticOrders = Static<typeof ShopAutomaticOrders>;

export const ShopsAutomaticOrders = Type.Object({ shops: Type.Array(ShopAutomaticOrders) });
export type ShopsAutomaticOrders = Static<typeof ShopsAutomaticOrders>;

export const SetAutomaticOrdersBody = Type.Object(
  {
    automaticOrders: Type.Boolean(),
    warehouseId: Type.Union([Type.String({ minLength: 1, maxLength: 32 }), Type.Null()]),
  },
  { additionalProperties: false, examples: [{ automaticOrders: true, warehouseId: 'WH-MX-CDMX' }] },
);
export type SetAutomaticOrdersBody = Static<typeof SetAutomaticOrdersBody>;

export const ShopParams = Type.Object({ id: Type.String({ format: 'uuid', description: 'The shop id' }) });
export type ShopParams = Static<typeof ShopParams>;

const security = [{ bearerAuth: [] }];
const tags = ['orders'];

export const listAutomaticOrdersSchema = {
  tags,
  summary: "The caller's shops and whether each sends its new orders to process at once",
  security,
  response: { 200: ShopsAutomaticOrders, 401: errorResponseRef, 403: errorResponseRef },
};

export const setAutomaticOrdersSchema = {
  tags,
  summary: "Turns a shop's automatic orders on (with the warehouse they go to) or off",
  description:
    'On, every order created for the shop (form, import) is sent to process in the same transaction: it reserves ' +
    'its stock or waits as no_stock. 404 for a shop not the caller’s; 400 for an unknown warehouse, or on without one.',
  security,
  params: ShopParams,
  body: SetAutomaticOrdersBody,
  response: {
    200: ShopAutomaticOrders,
    400: errorResponseRef,
    401: errorResponseRef,
    403: errorResponseRef,
    404: errorResponseRef,
  },
};
