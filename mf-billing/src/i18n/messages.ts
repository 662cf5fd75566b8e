// This remote's translations, one bundle per locale; the shell merges them into its intl provider.
import { LOCALES, type Locale, type Messages } from '@estiba/shared';
import enUS from './en-US.json';
import esMX from './es-MX.json';
import esCO from './es-CO.json';
import esAR from './es-AR.json';
import esCL from './es-CL.json';
import esES from './es-ES.json';
import { billingCommonMessages } from '../features/billing-common/messages';
import { billingOverviewMessages } from '../features/billing-overview/messages';
import { chargesMessages } from '../features/charges/messages';
import { disputesMessages } from '../features/disputes/messages';
import { invoiceMessages } from '../features/invoice/messages';
import { monthChargesMessages } from '../features/month-charges/messages';
import { staffInvoicesMessages } from '../features/staff-invoices/messages';

const packageMessages: Record<Locale, Messages> = {
  'en-US': enUS,
  'es-MX': esMX,
  'es-CO': esCO,
  'es-AR': esAR,
  'es-CL': esCL,
  'es-ES': esES,
};

/**
 * Each feature keeps its texts in its own folder; one line here adds a feature's bundles, and one line in each of
 * ./locales/*.ts its language's file (the chunk the shell loads; messages.test.ts fails until both agree).
 */
const featureMessages: Record<Locale, Messages>[] = [
  billingCommonMessages,
  billingOverviewMessages,
  chargesMessages,
  invoiceMessages,
  disputesMessages,
  staffInvoicesMessages,
  monthChargesMessages,
];

export const messages = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.assign({}, packageMessages[locale], ...featureMessages.map((bundle) => bundle[locale])),
  ]),
) as Record<Locale, Messages>;
