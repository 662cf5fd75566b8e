// The route schemas of store connections: the contract's types (schemas.ts) with the statuses each route answers.
import Type from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';
import {
  CallbackQuery,
  ConnectedShopList,
  CreatedShop,
  CreateShopBody,
  ShopAuthorization,
  ShopParams,
  ShopUrlBody,
  ShopValidation,
  StartAuthorizationBody,
} from './schemas.js';

const errors = {
  400: errorResponseRef,
  401: errorResponseRef,
  403: errorResponseRef,
  404: errorResponseRef,
  409: errorResponseRef,
};
const security = [{ bearerAuth: [] }];
const tags = ['integrations'];

export const validateShopSchema = {
  tags,
  summary: 'Validates a Shopify (or sandbox) store before its authorisation',
  description:
    "400 when the address is no such store; 403 'This shop is already registered, please try with another " +
    "one.' when another merchant has it; 409 when it is already the caller's.",
  security,
  body: ShopUrlBody,
  response: { 200: ShopValidation, ...errors },
};

export const validateOutsideShopSchema = {
  tags,
  summary: 'The same validation for a visitor (the outside-integration page)',
  body: ShopUrlBody,
  response: { 200: ShopValidation, 400: errorResponseRef, 403: errorResponseRef, 429: errorResponseRef },
};

export const startAuthorizationSchema = {
  tags,
  summary:
    "Starts the OAuth grant: a state bound to the caller and the store, and the store's authorisation page",
  description: 'The state is good once, for ten minutes. 503 for a Shopify store on an API without the app.',
  security,
  body: StartAuthorizationBody,
  response: { 200: ShopAuthorization, ...errors, 502: errorResponseRef, 503: errorResponseRef },
};

const refusalPage = Type.String({ description: 'An HTML page saying why, with a link back to Integrations' });

export const callbackSchema = {
  tags,
  summary: "The store's signed OAuth callback: redirects the merchant to Integrations once connected",
  description:
    'A refusal is an HTML page with the reason (English or Spanish by Accept-Language) and a link back to ' +
    'Integrations: 400 with a state not issued here, expired or used; 401 when the HMAC does not verify; 502 ' +
    'when the store does not grant the token.',
  querystring: CallbackQuery,
  response: {
    302: Type.Null(),
    400: refusalPage,
    401: refusalPage,
    502: refusalPage,
  },
};

export const createShopSchema = {
  tags,
  summary: 'Connects a store of another platform with the token it issued (spec point 4 step 3)',
  security,
  body: CreateShopBody,
  response: { 201: CreatedShop, ...errors },
};

export const listShopsSchema = {
  tags,
  summary: "The caller's shops: platform, status, last sync",
  security,
  response: { 200: ConnectedShopList, ...errors },
};

export const disconnectShopSchema = {
  tags,
  summary: 'Disconnects a shop: its token is destroyed; its orders stay',
  security,
  params: ShopParams,
  response: { 204: Type.Null(), ...errors },
};
