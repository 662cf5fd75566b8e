// Request and response schemas of the catalogue routes.
import { errorResponseRef } from '../../platform/error-handler.js';

export const countriesSchema = {
  tags: ['catalog'],
  summary: 'Countries for the register form',
  description: 'Names follow Accept-Language (English by default).',
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'code', 'name', 'phone_code'],
        properties: {
          id: { type: 'integer' },
          code: { type: 'string', description: 'ISO 3166-1 alpha-2' },
          name: { type: 'string' },
          phone_code: { type: 'string', examples: ['+52'] },
        },
      },
    },
  },
} as const;

export const localeSchema = {
  tags: ['catalog'],
  summary: 'Translation bundle of a language',
  description: 'All messages of the language, or only `key` when given (the single-key refresh).',
  params: {
    type: 'object',
    required: ['language'],
    properties: {
      language: {
        type: 'string',
        pattern: '^[a-z]{2}-[A-Z]{2}$',
        description: 'A locale such as en-US or es-MX',
      },
    },
  },
  querystring: {
    type: 'object',
    properties: { key: { type: 'string', minLength: 1, maxLength: 200 } },
  },
  response: {
    200: { type: 'object', additionalProperties: { type: 'string' } },
    400: errorResponseRef,
    404: errorResponseRef,
  },
} as const;

export interface LocaleParams {
  language: string;
}

export interface LocaleQuery {
  key?: string;
}
