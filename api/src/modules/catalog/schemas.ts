// Request and response schemas of the catalogue routes, written once: Fastify validates and documents with
// them, the module returns their types, and the front end reads the types through src/contract.ts.
import Type, { type Static } from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';

/** A country of the register form (spec point 3, "Country"), named in the caller's language. */
export const Country = Type.Object({
  id: Type.Integer(),
  code: Type.String({ description: 'ISO 3166-1 alpha-2' }),
  name: Type.String(),
  phone_code: Type.String({ description: 'International dialling prefix', examples: ['+52'] }),
});
export type Country = Static<typeof Country>;

export const Countries = Type.Array(Country);
export type Countries = Static<typeof Countries>;

export const countriesSchema = {
  tags: ['catalog'],
  summary: 'Countries for the register form',
  description: 'Names follow Accept-Language (English by default).',
  response: { 200: Countries },
};

/** A translation bundle: message id → text. */
export const LocaleMessages = Type.Record(Type.String(), Type.String());
export type LocaleMessages = Static<typeof LocaleMessages>;

export const LocaleParams = Type.Object({
  language: Type.String({ pattern: '^[a-z]{2}-[A-Z]{2}$', description: 'A locale such as en-US or es-MX' }),
});
export type LocaleParams = Static<typeof LocaleParams>;

export const LocaleQuery = Type.Object({
  key: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
export type LocaleQuery = Static<typeof LocaleQuery>;

export const localeSchema = {
  tags: ['catalog'],
  summary: 'Translation bundle of a language',
  description: 'All messages of the language, or only `key` when given (the single-key refresh).',
  params: LocaleParams,
  querystring: LocaleQuery,
  response: {
    200: LocaleMessages,
    400: errorResponseRef,
    404: errorResponseRef,
  },
};
