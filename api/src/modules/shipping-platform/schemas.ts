// The shipping-platform integration's contract (spec point 7: PUT client/{product}/token, body {token}, response
// {check}), and the sandbox platform's account opening. Only TypeBox here.
import Type, { type Static } from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';

/** The spec's {product}: this product's name at the shipping platform's side of the call. */
export const SHIPPING_PLATFORM_PRODUCT = 'shipping-platform';

export const ShippingTokenBody = Type.Object(
  {
    token: Type.String({
      minLength: 1,
      maxLength: 500,
      description: "The client's API token at the platform",
    }),
  },
  { additionalProperties: false, examples: [{ token: 'spsbx_SB-0000000000.not-a-signature' }] },
);
export type ShippingTokenBody = Static<typeof ShippingTokenBody>;

export const ShippingTokenCheck = Type.Object({
  check: Type.Boolean({ description: 'Whether the platform accepted the token (then it is stored)' }),
  shippingPlatformId: Type.Union([Type.String(), Type.Null()], {
    description: "The client's account id at the platform after the call (the navbar's 'Integrated with')",
  }),
});
export type ShippingTokenCheck = Static<typeof ShippingTokenCheck>;

export const SandboxShippingAccount = Type.Object({
  accountId: Type.String(),
  token: Type.String({ description: 'The API token to integrate with PUT client/shipping-platform/token' }),
  connectUrl: Type.String({
    description: "The application's shipping-platform page with the token filled in",
  }),
});
export type SandboxShippingAccount = Static<typeof SandboxShippingAccount>;

export const saveShippingTokenSchema = {
  tags: ['integrations'],
  summary: "Integrates the client's account at the shipping platform with its API token",
  description:
    "{check: false} when the platform does not accept the token (nothing changes); 403 for the operator's " +
    'users; 409 when the account is integrated with another client; 502 when the platform cannot be reached.',
  security: [{ bearerAuth: [] }],
  params: Type.Object({ product: Type.Literal(SHIPPING_PLATFORM_PRODUCT) }),
  body: ShippingTokenBody,
  response: {
    200: ShippingTokenCheck,
    400: errorResponseRef,
    401: errorResponseRef,
    403: errorResponseRef,
    409: errorResponseRef,
    502: errorResponseRef,
  },
};

export const openSandboxAccountSchema = {
  tags: ['integrations'],
  summary: "Opens an account at Estiba's sandbox shipping platform and answers its API token",
  response: { 201: SandboxShippingAccount, 429: errorResponseRef },
};
