// This remote's es-CO texts in one chunk of their own: a merchant downloads their language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import billing from '../es-CO.json';
import billingCommon from '../../features/billing-common/messages/es-CO.json';
import billingOverview from '../../features/billing-overview/messages/es-CO.json';
import charges from '../../features/charges/messages/es-CO.json';
import invoice from '../../features/invoice/messages/es-CO.json';
import disputes from '../../features/disputes/messages/es-CO.json';
import staffInvoices from '../../features/staff-invoices/messages/es-CO.json';
import monthCharges from '../../features/month-charges/messages/es-CO.json';

const messages: Messages = Object.assign(
  {},
  billing,
  billingCommon,
  billingOverview,
  charges,
  invoice,
  disputes,
  staffInvoices,
  monthCharges,
);
export default messages;
