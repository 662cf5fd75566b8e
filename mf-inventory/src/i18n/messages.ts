// This remote's translations, one bundle per locale; the shell merges them into its intl provider.
import { LOCALES, type Locale, type Messages } from '@estiba/shared';
import enUS from './en-US.json';
import esMX from './es-MX.json';
import esCO from './es-CO.json';
import esAR from './es-AR.json';
import esCL from './es-CL.json';
import esES from './es-ES.json';
import { csvImportMessages } from '../features/csv-import/messages';
import { inventoryCommonMessages } from '../features/inventory-common/messages';
import { inventoryListMessages } from '../features/inventory-list/messages';
import { productFormMessages } from '../features/product-form/messages';
import { warehousesMessages } from '../features/warehouses/messages';
import { productDetailMessages } from '../features/product-detail/messages';
import { receivingDeskMessages } from '../features/receiving-desk/messages';
import { receivingOrderDetailMessages } from '../features/receiving-order-detail/messages';
import { receivingOrdersMessages } from '../features/receiving-orders/messages';
import { sendInventoryMessages } from '../features/send-inventory/messages';
import { dashboardWidgetsMessages } from '../features/dashboard-widgets/messages';

const packageMessages: Record<Locale, Messages> = {
  'en-US': enUS,
  'es-MX': esMX,
  'es-CO': esCO,
  'es-AR': esAR,
  'es-CL': esCL,
  'es-ES': esES,
};

/** Each feature keeps its texts in its own folder; one line here adds a feature's bundles. */
const featureMessages: Record<Locale, Messages>[] = [
  inventoryCommonMessages,
  sendInventoryMessages,
  receivingOrdersMessages,
  receivingOrderDetailMessages,
  receivingDeskMessages,
  inventoryListMessages,
  productDetailMessages,
  warehousesMessages,
  productFormMessages,
  csvImportMessages,
  dashboardWidgetsMessages,
];

export const messages = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.assign({}, packageMessages[locale], ...featureMessages.map((bundle) => bundle[locale])),
  ]),
) as Record<Locale, Messages>;
