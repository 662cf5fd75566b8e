// This remote's translations, one bundle per locale; the shell merges them into its intl provider.
import { LOCALES, type Locale, type Messages } from '@estiba/shared';
import enUS from './en-US.json';
import esMX from './es-MX.json';
import esCO from './es-CO.json';
import esAR from './es-AR.json';
import esCL from './es-CL.json';
import esES from './es-ES.json';
import { ordersCommonMessages } from '../features/orders-common/messages';
import { ordersListMessages } from '../features/orders-list/messages';
import { orderDetailMessages } from '../features/order-detail/messages';
import { orderCreateMessages } from '../features/order-create/messages';
import { orderImportMessages } from '../features/order-import/messages';
import { workQueueMessages } from '../features/work-queue/messages';
import { packingMessages } from '../features/packing/messages';
import { returnsMessages } from '../features/returns/messages';
import { automaticOrdersMessages } from '../features/automatic-orders/messages';
import { dashboardWidgetsMessages } from '../features/dashboard-widgets/messages';

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
  ordersCommonMessages,
  ordersListMessages,
  orderDetailMessages,
  orderCreateMessages,
  orderImportMessages,
  workQueueMessages,
  packingMessages,
  returnsMessages,
  automaticOrdersMessages,
  dashboardWidgetsMessages,
];

export const messages = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.assign({}, packageMessages[locale], ...featureMessages.map((bundle) => bundle[locale])),
  ]),
) as Record<Locale, Messages>;
