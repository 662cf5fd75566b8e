// HTTP routes of the warehouse floor (staff and admins): the work queue, an order, the pick list, picking,
// packing by scan, shipping, and the label. Registered as its own plugin (server.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogueLanguage, varyByAcceptLanguage } from '../../platform/catalogue-language.js';
import { sendStoredFile } from '../../platform/files/files.js';
import { sessionOf } from '../accounts/authentication.js';
import type { ShippingPlatform } from '../shipping-platform/adapter.js';
import { SandboxShippingPlatform } from '../shipping-platform/sandbox.js';
import {
  finishPickingSchema,
  floorLabelSchema,
  floorOrderSchema,
  packSchema,
  pickListSchema,
  shipSchema,
  startPickingSchema,
  workQueueSchema,
} from './floor-schemas.js';
import { FloorService } from './floor-service.js';
import { NO_STORE_CONNECTORS, type StoreConnectors } from './shipping-connector.js';

export interface FloorRoutesOptions {
  /** The shipping platform (default: the sandbox). */
  shipping?: ShippingPlatform;
  /** The shops' store connectors (issue 19; default: none). */
  connectors?: StoreConnectors;
}

export const floorRoutes: FastifyPluginAsyncTypebox<FloorRoutesOptions> = async (app, options) => {
  const floor = new FloorService(app.database, {
    files: app.files,
    shipping: options.shipping ?? new SandboxShippingPlatform(),
    connectors: options.connectors ?? NO_STORE_CONNECTORS,
    sendMail: (message) => app.mail.sendLater(message),
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  const authenticated = { preHandler: app.authenticate };

  app.get('/staff/orders/queue', { schema: workQueueSchema, ...authenticated }, async (request) =>
    floor.queue(sessionOf(request), request.query),
  );

  app.post(
    '/staff/orders/pick-list',
    { schema: pickListSchema, ...authenticated },
    async (request, reply) => {
      const pdf = await floor.pickList(
        sessionOf(request),
        request.body.orderIds,
        catalogueLanguage(request.headers['accept-language']),
      );
      varyByAcceptLanguage(reply);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="pick-list.pdf"')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );

  app.get('/staff/orders/:id', { schema: floorOrderSchema, ...authenticated }, async (request) =>
    floor.detail(sessionOf(request), request.params.id),
  );

  app.post(
    '/staff/orders/:id/start-picking',
    { schema: startPickingSchema, ...authenticated },
    async (request) => floor.startPicking(sessionOf(request), request.params.id),
  );

  app.post('/staff/orders/:id/picked', { schema: finishPickingSchema, ...authenticated }, async (request) =>
    floor.finishPicking(sessionOf(request), request.params.id),
  );

  app.post('/staff/orders/:id/pack', { schema: packSchema, ...authenticated }, async (request) =>
    floor.pack(sessionOf(request), request.params.id, request.body.barcode),
  );

  app.post('/staff/orders/:id/ship', { schema: shipSchema, ...authenticated }, async (request) =>
    floor.ship(sessionOf(request), request.params.id, request.body),
  );

  app.get(
    '/staff/orders/:id/label',
    { schema: floorLabelSchema, ...authenticated },
    async (request, reply) => {
      const { file, body } = await floor.label(sessionOf(request), request.params.id);
      return sendStoredFile(reply, file, body);
    },
  );
};
