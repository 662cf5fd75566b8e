// HTTP routes of the legal documents: the footer's list for the visitor's country and the /legal pages' text.
import type { FastifyInstance } from 'fastify';
import { catalogueLanguage } from '../../platform/catalogue-language.js';
import { NotFound } from '../../platform/errors.js';
import { legalDocumentHtml, listLegalDocuments } from './repository.js';
import {
  documentViewSchema,
  legalDocumentsSchema,
  type DocumentViewQuery,
  type LegalDocumentsQuery,
} from './schemas.js';

export const DOCUMENT_NOT_FOUND = 'Document not found';
/** An hour: the texts change rarely, and a fresh copy soon after a change is enough. */
const DOCUMENT_MAX_AGE_SECONDS = 3600;

export async function legalDocumentRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: LegalDocumentsQuery }>(
    '/legal-documents',
    { schema: legalDocumentsSchema },
    async (request) => listLegalDocuments(app.database.db, request.query.country_code.toUpperCase()),
  );

  app.get<{ Querystring: DocumentViewQuery }>(
    '/documents/view',
    { schema: documentViewSchema },
    async (request, reply) => {
      const { country, language, name } = request.query;
      const html = await legalDocumentHtml(
        app.database.db,
        name,
        country.toUpperCase(),
        catalogueLanguage(language),
      );
      if (html === null) throw new NotFound(DOCUMENT_NOT_FOUND);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', `public, max-age=${DOCUMENT_MAX_AGE_SECONDS}`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(html);
    },
  );
}
