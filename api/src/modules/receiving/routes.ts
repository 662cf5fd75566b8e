// HTTP routes of receiving orders: the merchant's (spec point 7's GET warehouse/order and its detail, sending
// inventory, labels, cancel) and warehouse staff's (list, scan a box, arrival, receive, resolve a discrepancy).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogueLanguage, varyByAcceptLanguage } from '../../platform/catalogue-language.js';
import { sessionOf } from '../accounts/authentication.js';
import { renderBoxLabels } from './labels.js';
import {
  cancelReceivingOrderSchema,
  listReceivingOrdersSchema,
  receivingOrderDetailSchema,
  receivingOrderLabelsSchema,
  sendDraftSchema,
  sendInventorySchema,
  staffArrivedSchema,
  staffBoxByBarcodeSchema,
  staffListSchema,
  staffReceiveBoxSchema,
  staffResolveDiscrepancySchema,
} from './schemas.js';
import { ReceivingService } from './service.js';
import { StaffReceivingService } from './staff-service.js';

/** Tells a client that resent an Idempotency-Key that this is the first answer again, not a new order. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

export const receivingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staff = new StaffReceivingService(app.database);
  const receiving = new ReceivingService(app.database, staff);
  const authenticated = { preHandler: app.authenticate };

  app.post('/warehouse/order', { schema: sendInventorySchema, ...authenticated }, async (request, reply) => {
    const { detail, created } = await receiving.send(
      sessionOf(request),
      request.headers['idempotency-key'],
      request.body,
    );
    if (!created) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
    return reply.status(201).send(detail);
  });

  app.get('/warehouse/order', { schema: listReceivingOrdersSchema, ...authenticated }, async (request) =>
    receiving.list(sessionOf(request), request.query),
  );

  app.get(
    '/warehouse/order/detail/:receivingOrderId',
    { schema: receivingOrderDetailSchema, ...authenticated },
    async (request) => receiving.detail(sessionOf(request), request.params.receivingOrderId),
  );

  app.get(
    '/warehouse/order/:receivingOrderId/labels',
    { schema: receivingOrderLabelsSchema, ...authenticated },
    async (request, reply) => {
      const detail = await receiving.detail(sessionOf(request), request.params.receivingOrderId);
      const pdf = await renderBoxLabels(
        {
          reference: detail.reference,
          warehouse: detail.warehouse,
          clientName: detail.client.name,
          boxes: detail.boxes.map((box) => ({
            number: box.number,
            barcode: box.barcode,
            lines: box.lines.map((line) => ({ sku: line.sku, quantity: line.expected })),
          })),
        },
        { language: catalogueLanguage(request.headers['accept-language']) },
      );
      varyByAcceptLanguage(reply);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${detail.reference}-labels.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/warehouse/order/:receivingOrderId/send',
    { schema: sendDraftSchema, ...authenticated },
    async (request) => receiving.sendDraft(sessionOf(request), request.params.receivingOrderId),
  );

  app.post(
    '/warehouse/order/:receivingOrderId/cancel',
    { schema: cancelReceivingOrderSchema, ...authenticated },
    async (request) => receiving.cancel(sessionOf(request), request.params.receivingOrderId),
  );

  app.get('/staff/receiving-orders', { schema: staffListSchema, ...authenticated }, async (request) =>
    staff.list(sessionOf(request), request.query),
  );

  app.get(
    '/staff/receiving-boxes/:barcode',
    { schema: staffBoxByBarcodeSchema, ...authenticated },
    async (request) => staff.boxByBarcode(sessionOf(request), request.params.barcode),
  );

  app.post(
    '/staff/receiving-orders/:id/arrived',
    { schema: staffArrivedSchema, ...authenticated },
    async (request) => staff.arrived(sessionOf(request), request.params.id),
  );

  app.post(
    '/staff/receiving-boxes/:boxId/receive',
    { schema: staffReceiveBoxSchema, ...authenticated },
    async (request) => staff.receive(sessionOf(request), request.params.boxId, request.body),
  );

  app.post(
    '/staff/receiving-boxes/:boxId/resolve-discrepancy',
    { schema: staffResolveDiscrepancySchema, ...authenticated },
    async (request) => staff.resolveDiscrepancy(sessionOf(request), request.params.boxId, request.body),
  );
};
