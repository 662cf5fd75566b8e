// The contract of the merchant's API-token routes (issue 20, /api-token). Only TypeBox here: the front end's type
// checker reads this file through src/contract.ts.
import Type, { type Static } from 'typebox';
import { API_TOKEN_SCOPES } from './scopes.js';

export const ApiTokenScope = Type.Enum(API_TOKEN_SCOPES, { description: 'What the token may do' });

export const ApiToken = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  scopes: Type.Array(ApiTokenScope),
  /** The secret's first characters, to tell tokens apart (the rest is never shown again). */
  prefix: Type.String({ examples: ['estiba_live_Xk3a'] }),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  revokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ApiToken = Static<typeof ApiToken>;

export const ApiTokenList = Type.Object({ tokens: Type.Array(ApiToken) });
export type ApiTokenList = Static<typeof ApiTokenList>;

export const CreateApiTokenBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    scopes: Type.Array(ApiTokenScope, { minItems: 1, maxItems: API_TOKEN_SCOPES.length, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type CreateApiTokenBody = Static<typeof CreateApiTokenBody>;

/** The created token with its secret, which this answer alone carries (null when a retry replays the create). */
export const CreatedApiToken = Type.Object({
  token: ApiToken,
  secret: Type.Union([Type.String(), Type.Null()], {
    description: 'The bearer secret, shown once; null when the same Idempotency-Key is sent again',
  }),
});
export type CreatedApiToken = Static<typeof CreatedApiToken>;

export const ApiTokenParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
