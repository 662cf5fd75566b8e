// Schemas of sign-in, sign-up and the profile update. The signed payload travels in the Authorization header;
// it is not declared required here, so a missing or malformed one answers 409 'Incorrect Payload' (spec
// point 8) rather than a schema 400.
import { errorResponseRef } from '../../platform/error-handler.js';
import { LANGUAGES } from '../catalog/locales.js';
import { MAX_NAME_LENGTH } from './account-rules.js';
import { MAX_SETTINGS_BYTES } from './profile.js';
import { sessionShopSchema, sessionUserSchema } from './schemas.js';

const signedPayloadHeaders = (fields: string) =>
  ({
    type: 'object',
    properties: {
      authorization: {
        type: 'string',
        description:
          `Bearer <compact JWS, HS256, keyed with the site's payload key, audience estiba-api:payload, ` +
          `exp = iat + 60 s (5 s of clock drift allowed), a random jti of 16-64 URL-safe characters> of ` +
          `${fields}. Each payload is good once: sending it again answers 401.`,
      },
      'accept-language': { type: 'string' },
    },
  }) as const;

const MAX_SHORTCUTS = 100;
const MAX_SHORTCUT_LENGTH = 200;
const MAX_SETTINGS_KEYS = 200;

export const loginSchema = {
  tags: ['accounts'],
  summary: 'Sign in with a signed {email, password} payload',
  description:
    'Unknown e-mail and wrong password answer the same 401; `field` says which form field shows it. At most 100 ' +
    'failed sign-ins an hour per account and 10 a minute per address (429 with Retry-After).',
  headers: signedPayloadHeaders('{email, password}'),
  response: {
    200: {
      type: 'object',
      required: ['user', 'token', 'expiresIn', 'clientId', 'shippingPlatformId', 'shops'],
      properties: {
        user: sessionUserSchema,
        token: { type: 'string', description: 'Access token (JWT) for Authorization: Bearer' },
        expiresIn: { type: 'integer', description: 'Seconds until the token expires' },
        clientId: { type: 'string' },
        shippingPlatformId: { type: ['string', 'null'] },
        shops: { type: 'array', items: sessionShopSchema },
      },
    },
    401: errorResponseRef,
    409: errorResponseRef,
    429: errorResponseRef,
  },
} as const;

export const signupSchema = {
  tags: ['accounts'],
  summary: 'Create an account from a signed sign-up payload',
  description:
    'Payload {displayName, accountName?, email, countryId, phone, password}, checked with the rules of spec ' +
    'point 5; a refused field answers 400 with fieldErrors. Creates a client named after accountName (or ' +
    'displayName) and its user. An e-mail that already has an account gets the same 200 and nothing is ' +
    'created: the owner is told by e-mail, so the answer never says which e-mails have accounts. 20 sign-ups ' +
    'an hour per address.',
  headers: signedPayloadHeaders('{displayName, accountName?, email, countryId, phone, password}'),
  response: {
    200: {
      type: 'object',
      required: ['message'],
      properties: { message: { type: 'string', examples: ['Sign-up received'] } },
    },
    400: errorResponseRef,
    401: errorResponseRef,
    409: errorResponseRef,
    429: errorResponseRef,
  },
} as const;

const settingsSchema = {
  type: 'object',
  additionalProperties: true,
  maxProperties: MAX_SETTINGS_KEYS,
  description: `Theme and layout settings (at most ${MAX_SETTINGS_BYTES} bytes)`,
} as const;
const shortcutsSchema = {
  type: 'array',
  maxItems: MAX_SHORTCUTS,
  items: { type: 'string', minLength: 1, maxLength: MAX_SHORTCUT_LENGTH },
} as const;

export const userUpdateSchema = {
  tags: ['accounts'],
  summary: "Update the signed-in user's profile",
  description:
    'Changes only the caller. Other fields of the session user (e-mail, role, client) are ignored; settings and ' +
    'shortcuts are read at the top level or under data.',
  security: [{ bearerAuth: [] }],
  body: {
    type: 'object',
    required: ['user'],
    properties: {
      user: {
        type: 'object',
        properties: {
          displayName: { type: 'string', maxLength: MAX_NAME_LENGTH * 2 },
          lang: { type: 'string', enum: [...LANGUAGES] },
          settings: settingsSchema,
          shortcuts: shortcutsSchema,
          data: {
            type: 'object',
            properties: { settings: settingsSchema, shortcuts: shortcutsSchema },
          },
        },
      },
    },
  },
  response: {
    200: sessionUserSchema,
    400: errorResponseRef,
    401: errorResponseRef,
  },
} as const;
