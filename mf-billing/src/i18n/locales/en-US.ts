// This remote's en-US texts in one chunk of their own: a merchant downloads their language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import billing from '../en-US.json';
import billingCommon from '../../features/billing-common/messages/en-US.json';
import billingOverview from '../../features/billing-overview/messages/en-US.json';
import charges from '../../features/charges/messages/en-US.json';
import invoice from '../../features/invoice/messages/en-US.json';
import disputes from '../../features/disputes/messages/en-US.json';
import staffInvoices from '../../features/staff-invoices/messages/en-US.json';
import monthCharges from '../../features/month-charges/messages/en-US.json';

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
