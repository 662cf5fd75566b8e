// The contract of store connections (issue 19, spec point 4 and its API table): the bodies the integration flow
// posts and what it answers.
import Type, { type Static } from 'typebox';

const StoreUrl = Type.String({
  minLength: 1,
  maxLength: 500,
  description: "The store's address as the merchant pasted it (demo.myshopify.com, or the sandbox store's)",
});

export const ShopUrlBody = Type.Object({ url: StoreUrl }, { additionalProperties: false });
export type ShopUrlBody = Static<typeof ShopUrlBody>;

export const StartAuthorizationBody = Type.Object(
  {
    url: StoreUrl,
    outsideIntegration: Type.Optional(
      Type.Boolean({
        description: 'Started from the outside-integration page (kept in the log with the grant)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type StartAuthorizationBody = Static<typeof StartAuthorizationBody>;

export const ShopValidation = Type.Object({
  platform: Type.String({ description: "'shopify' or 'sandbox'" }),
  url: Type.String({ description: "The store's normalised address" }),
  shop: Type.String({ description: 'The store as its platform names it (demo.myshopify.com)' }),
  name: Type.String(),
});
export type ShopValidation = Static<typeof ShopValidation>;

export const ShopAuthorization = Type.Object({
  authorizationUrl: Type.String({ description: "The store's authorisation page to send the merchant to" }),
});
export type ShopAuthorization = Static<typeof ShopAuthorization>;

export const CreateShopBody = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 200, description: "The platform's id of the store" }),
    url: Type.String({ minLength: 1, maxLength: 500 }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    ecommerce: Type.String({
      minLength: 1,
      maxLength: 60,
      description: 'A platform slug (GET ecommerce-platforms)',
    }),
    token: Type.String({
      minLength: 1,
      maxLength: 2000,
      description: 'The access token the platform issued',
    }),
    outsideIntegration: Type.Boolean({
      description: "Started outside the portal (true unless the connector's state contains 'fulfillment')",
    }),
  },
  { additionalProperties: false },
);
export type CreateShopBody = Static<typeof CreateShopBody>;

export const CreatedShop = Type.Object({ shopId: Type.String({ format: 'uuid' }) });
export type CreatedShop = Static<typeof CreatedShop>;

export const SHOP_STATUS = ['connected', 'disconnected'] as const;

export const ConnectedShop = Type.Object({
  shopId: Type.String({ format: 'uuid' }),
  name: Type.String(),
  ecommerce: Type.String(),
  url: Type.Union([Type.String(), Type.Null()]),
  status: Type.Enum(SHOP_STATUS),
  isMain: Type.Boolean(),
  updatedScopes: Type.Integer(),
  lastSyncAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ConnectedShop = Static<typeof ConnectedShop>;

export const ConnectedShopList = Type.Object({ shops: Type.Array(ConnectedShop) });
export type ConnectedShopList = Static<typeof ConnectedShopList>;

export const ShopParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const CallbackQuery = Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 1000 }), {
  description: "The store's signed callback: code, shop, state, timestamp, hmac (and host)",
});
