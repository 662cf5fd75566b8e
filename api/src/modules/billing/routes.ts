// HTTP routes of billing's read side (issue 18): the merchant's warehouses and month so far, a warehouse's charges
// (JSON and CSV) and an invoice (JSON, PDF, CSV). Billing's other route files (jobs, disputes) register apart.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { catalogueLanguage, varyByAcceptLanguage } from '../../platform/catalogue-language.js';
import { sessionOf } from '../accounts/authentication.js';
import { chargesCsv, invoiceCsv } from './documents.js';
import { invoiceFileName } from './invoice-number.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import {
  billingWarehousesSchema,
  chargesCsvSchema,
  chargesSchema,
  invoiceCsvSchema,
  invoicePdfSchema,
  invoiceSchema,
} from './route-schemas.js';
import { BillingReadService } from './read-service.js';
import type { BillingVisibilitySettings } from './visibility.js';

const CSV_TYPE = 'text/csv; charset=utf-8';

/** A download: its type, a safe file name, and no sniffing of the bytes into something else. */
function attachment(reply: FastifyReply, type: string, fileName: string): FastifyReply {
  varyByAcceptLanguage(reply);
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .header('x-content-type-options', 'nosniff');
}

export const billingRoutes: FastifyPluginAsyncTypebox<BillingVisibilitySettings> = async (app, options) => {
  const billing = new BillingReadService(app.database, {
    isProduction: options.isProduction,
    clientAllowList: options.clientAllowList,
  });
  const authenticated = { preHandler: app.authenticate };

  app.get(
    '/client/billing/warehouses',
    { schema: billingWarehousesSchema, ...authenticated },
    async (request) => billing.warehouses(sessionOf(request)),
  );

  app.get(
    '/client/billing/warehouse/:warehouseId/charges',
    { schema: chargesSchema, ...authenticated },
    async (request) => billing.charges(sessionOf(request), request.params.warehouseId, request.query),
  );

  app.get(
    '/client/billing/warehouse/:warehouseId/charges.csv',
    { schema: chargesCsvSchema, ...authenticated },
    async (request, reply) => {
      const { warehouse, charges } = await billing.chargesForExport(
        sessionOf(request),
        request.params.warehouseId,
        request.query,
      );
      const language = catalogueLanguage(request.headers['accept-language']);
      const days = [request.query.from, request.query.to].filter(Boolean).join('_');
      return attachment(reply, CSV_TYPE, `charges-${warehouse.id}${days ? `-${days}` : ''}.csv`).send(
        chargesCsv(charges, warehouse.timeZone, language),
      );
    },
  );

  app.get(
    '/client/invoice/:warehouseId/:invoiceId',
    { schema: invoiceSchema, ...authenticated },
    async (request) =>
      billing.invoice(sessionOf(request), request.params.warehouseId, request.params.invoiceId),
  );

  app.get(
    '/client/invoice/:warehouseId/:invoiceId/pdf',
    { schema: invoicePdfSchema, ...authenticated },
    async (request, reply) => {
      const detail = await billing.invoice(
        sessionOf(request),
        request.params.warehouseId,
        request.params.invoiceId,
      );
      const pdf = await renderInvoicePdf(
        { detail, timeZone: detail.warehouse.timeZone },
        { language: catalogueLanguage(request.headers['accept-language']) },
      );
      return attachment(reply, 'application/pdf', invoiceFileName(detail.invoice.number, 'pdf')).send(pdf);
    },
  );

  app.get(
    '/client/invoice/:warehouseId/:invoiceId/csv',
    { schema: invoiceCsvSchema, ...authenticated },
    async (request, reply) => {
      const detail = await billing.invoice(
        sessionOf(request),
        request.params.warehouseId,
        request.params.invoiceId,
      );
      const language = catalogueLanguage(request.headers['accept-language']);
      return attachment(reply, CSV_TYPE, invoiceFileName(detail.invoice.number, 'csv')).send(
        invoiceCsv(detail, detail.warehouse.timeZone, language),
      );
    },
  );
};
