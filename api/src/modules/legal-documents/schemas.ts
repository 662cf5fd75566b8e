// Request and response schemas of the legal-document routes.
import { errorResponseRef } from '../../platform/error-handler.js';

const countryCode = {
  type: 'string',
  pattern: '^[A-Za-z]{2}$',
  description: 'ISO 3166-1 alpha-2 country code',
  examples: ['MX'],
} as const;

export const legalDocumentsSchema = {
  tags: ['catalog'],
  summary: 'Legal documents offered in a country',
  description: 'The documents the landing footer links to; `country_available` null means every country.',
  querystring: {
    type: 'object',
    required: ['country_code'],
    properties: { country_code: countryCode },
  },
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'country_available'],
        properties: {
          name: { type: 'string', examples: ['privacy_notice_fulfillment'] },
          country_available: {
            type: ['string', 'null'],
            description: "Comma list of country codes ('MX,US,CO'), or null for every country",
          },
        },
      },
    },
    400: errorResponseRef,
  },
} as const;

export const documentViewSchema = {
  tags: ['catalog'],
  summary: 'Text of a legal document',
  description:
    "An HTML fragment: Spanish for an es-* language, English otherwise; the country's own text where its law " +
    'asks for one. 404 when the document does not exist or is not offered in the country.',
  querystring: {
    type: 'object',
    required: ['country', 'language', 'name'],
    properties: {
      country: countryCode,
      language: { type: 'string', pattern: '^[a-zA-Z]{2}(-[a-zA-Z]{2})?$', examples: ['es-MX', 'en-US'] },
      name: {
        type: 'string',
        pattern: '^[a-z][a-z_]*$',
        maxLength: 100,
        examples: ['terms_and_conditions_generals_fulfillment'],
      },
    },
  },
  response: {
    200: { content: { 'text/html': { schema: { type: 'string' } } } },
    400: errorResponseRef,
    404: errorResponseRef,
  },
} as const;

export interface LegalDocumentsQuery {
  country_code: string;
}

export interface DocumentViewQuery {
  country: string;
  language: string;
  name: string;
}
