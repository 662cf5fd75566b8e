// Request and response schemas of the legal-document routes, written once: Fastify validates and documents
// with them, the repository returns their types, and the front end reads the types through src/contract.ts.
import Type, { type Static } from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';

const countryCode = Type.String({
  pattern: '^[A-Za-z]{2}$',
  description: 'ISO 3166-1 alpha-2 country code',
  examples: ['MX'],
});

/** One document the landing footer links to. */
export const LegalDocument = Type.Object({
  name: Type.String({ examples: ['privacy_notice_fulfillment'] }),
  country_available: Type.Union([Type.String(), Type.Null()], {
    description: "Comma list of country codes ('MX,US,CO'), or null for every country",
  }),
});
export type LegalDocument = Static<typeof LegalDocument>;

export const LegalDocuments = Type.Array(LegalDocument);
export type LegalDocuments = Static<typeof LegalDocuments>;

export const LegalDocumentsQuery = Type.Object({ country_code: countryCode });
export type LegalDocumentsQuery = Static<typeof LegalDocumentsQuery>;

export const legalDocumentsSchema = {
  tags: ['catalog'],
  summary: 'Legal documents offered in a country',
  description: 'The documents the landing footer links to; `country_available` null means every country.',
  querystring: LegalDocumentsQuery,
  response: {
    200: LegalDocuments,
    400: errorResponseRef,
  },
};

export const DocumentViewQuery = Type.Object({
  country: countryCode,
  language: Type.String({ pattern: '^[a-zA-Z]{2}(-[a-zA-Z]{2})?$', examples: ['es-MX', 'en-US'] }),
  name: Type.String({
    pattern: '^[a-z][a-z_]*$',
    maxLength: 100,
    examples: ['terms_and_conditions_generals_fulfillment'],
  }),
});
export type DocumentViewQuery = Static<typeof DocumentViewQuery>;

export const documentViewSchema = {
  tags: ['catalog'],
  summary: 'Text of a legal document',
  description:
    "An HTML fragment: Spanish for an es-* language, English otherwise; the country's own text where its law " +
    'asks for one. 404 when the document does not exist or is not offered in the country.',
  querystring: DocumentViewQuery,
  response: {
    // Not JSON: the OpenAPI document describes the text/html body; the handler sends the stored HTML.
    200: { content: { 'text/html': { schema: Type.String() } } },
    400: errorResponseRef,
    404: errorResponseRef,
  },
};
