// This remote's es-AR texts in one chunk of their own: a merchant downloads their language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import billing from '../es-AR.json';
import billingCommon from '../../features/billing-common/messages/es-AR.json';
import billingOverview from '../../features/billing-overview/messages/es-AR.json';
import charges from '../../features/charges/messages/es-AR.json';
import invoice from '../../features/invoice/messages/es-AR.json';
import disputes from '../../features/disputes/messages/es-AR.json';
import staffInvoices from '../../features/staff-invoices/messages/es-AR.json';
import monthCharges from '../../features/month-charges/messages/es-AR.json';

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
