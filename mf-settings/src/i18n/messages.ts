// This remote's translations, one bundle per locale; the shell merges them into its intl provider.
import { LOCALES, type Locale, type Messages } from '@estiba/shared';
import enUS from './en-US.json';
import esMX from './es-MX.json';
import esCO from './es-CO.json';
import esAR from './es-AR.json';
import esCL from './es-CL.json';
import esES from './es-ES.json';
import { announcementsAdminMessages } from '../features/announcements-admin/messages';
import { apiTokensMessages } from '../features/api-tokens/messages';
import { integrationsMessages } from '../features/integrations/messages';
import { webhookSubscriptionsMessages } from '../features/webhook-subscriptions/messages';
import { settingsScreensMessages } from './settings-screens';
import { storeCreateMessages } from '../features/store-create/messages';
import { notificationsCentreMessages } from '../features/notifications-centre/messages';

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
  integrationsMessages,
  settingsScreensMessages,
  apiTokensMessages,
  webhookSubscriptionsMessages,
  announcementsAdminMessages,
  storeCreateMessages,
  notificationsCentreMessages,
];

export const messages = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.assign({}, packageMessages[locale], ...featureMessages.map((bundle) => bundle[locale])),
  ]),
) as Record<Locale, Messages>;
