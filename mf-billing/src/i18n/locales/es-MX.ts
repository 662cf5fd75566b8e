// This remote's es-MX texts in one chunk of their own: a merchant downloads their language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import billing from '../es-MX.json';
import billingCommon from '../../features/billing-common/messages/es-MX.json';
import billingOverview from '../../features/billing-overview/messages/es-MX.json';
import charges from '../../features/charges/messages/es-MX.json';
import invoice from '../../features/invoice/messages/es-MX.json';
import disputes from '../../features/disputes/messages/es-MX.json';
import staffInvoices from '../../features/staff-invoices/messages/es-MX.json';
import monthCharges from '../../features/month-charges/messages/es-MX.json';

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
