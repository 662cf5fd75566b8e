// The operator's invoice routes (issue 18, billing-contract "Staff") and billing's scheduled jobs (the storage
// snapshot and the month's invoice issuing, per warehouse time zone: schedules.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponseRef } from '../../platform/error-schema.js';
import { sessionOf } from '../accounts/authentication.js';
import { scheduleBillingJobs } from './schedules.js';
import { StaffInvoicesService } from './staff-service.js';
import {
  StaffInvoiceAnswer,
  StaffInvoiceList,
  StaffInvoiceParams,
  StaffInvoicesQuery,
} from './staff-schemas.js';

const errors = { 400: errorResponseRef, 401: errorResponseRef, 403: errorResponseRef, 404: errorResponseRef };
const security = [{ bearerAuth: [] }];
const tags = ['billing'];

export const staffInvoicesSchema = {
  tags,
  summary: "The operator's invoices: staff their warehouse's, admins any warehouse's (warehouseId)",
  description: 'Filter by status (open, issued, paid) and month (YYYY-MM); the oldest due date first.',
  security,
  querystring: StaffInvoicesQuery,
  response: { 200: StaffInvoiceList, ...errors },
};

export const markInvoicePaidSchema = {
  tags,
  summary: 'Marks an issued invoice paid (the event invoice.paid tells the merchant)',
  description: 'An open invoice (its month is not over) or one already paid answers 409 with the reason.',
  security,
  params: StaffInvoiceParams,
  response: { 200: StaffInvoiceAnswer, ...errors, 409: errorResponseRef },
};

export const billingStaffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const invoices = new StaffInvoicesService(app.database);
  const authenticated = { preHandler: app.authenticate };
  await scheduleBillingJobs(app);

  app.get('/staff/billing/invoices', { schema: staffInvoicesSchema, ...authenticated }, async (request) =>
    invoices.list(sessionOf(request), request.query),
  );

  app.post(
    '/staff/invoice/:invoiceId/paid',
    { schema: markInvoicePaidSchema, ...authenticated },
    async (request) => invoices.markPaid(sessionOf(request), request.params.invoiceId),
  );
};
