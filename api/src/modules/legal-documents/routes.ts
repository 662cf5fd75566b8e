// HTTP routes of the legal documents: the footer's list for the visitor's country and the /legal pages' text.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogueAnswers } from '../../platform/cached-answer.js';
import { catalogueLanguage } from '../../platform/catalogue-language.js';
import { legalDocumentContents, legalDocuments } from '../../platform/db/schema.js';
import { NotFound } from '../../platform/errors.js';
import { legalDocumentHtml, listLegalDocuments } from './repository.js';
import { documentViewSchema, legalDocumentsSchema } from './schemas.js';

export const DOCUMENT_NOT_FOUND = 'Document not found';
/** An hour: the texts change rarely, and a fresh copy soon after a change is enough. */
const DOCUMENT_MAX_AGE_SECONDS = 3600;
const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';
/** Every two-letter country (the footer asks with the visitor's). */
const MAX_KEPT_LISTS = 1024;

export const legalDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const lists = await catalogueAnswers(app, [legalDocuments], { maxEntries: MAX_KEPT_LISTS });
  const texts = await catalogueAnswers(app, [legalDocuments, legalDocumentContents], {
    contentType: HTML_CONTENT_TYPE,
    maxAgeSeconds: DOCUMENT_MAX_AGE_SECONDS,
  });

  app.get('/legal-documents', { schema: legalDocumentsSchema }, async (request, reply) => {
    const country = request.query.country_code.toUpperCase();
    return lists.send(request, reply, country, () => listLegalDocuments(app.database.db, country));
  });

  app.get('/documents/view', { schema: documentViewSchema }, async (request, reply) => {
    const { name } = request.query;
    const country = request.query.country.toUpperCase();
    const language = catalogueLanguage(request.query.language);
    reply.header('X-Content-Type-Options', 'nosniff');
    return texts.send(request, reply, `${name}\n${country}\n${language}`, async () => {
      const html = await legalDocumentHtml(app.database.db, name, country, language);
      if (html === null) throw new NotFound(DOCUMENT_NOT_FOUND);
      return html;
    });
  });
};
