// The shell's texts: its core screens, the chrome (layout, navigation, settings) and the start dialogs, every locale at once,
// for tests and checks; the page loads one language's (loadShellMessages).
import type { Locale, Messages } from '@estiba/shared';
import coreEnUS from './core/en-US.json';
import coreEsMX from './core/es-MX.json';
import coreEsCO from './core/es-CO.json';
import coreEsAR from './core/es-AR.json';
import coreEsCL from './core/es-CL.json';
import coreEsES from './core/es-ES.json';
import chromeEnUS from './chrome/en-US.json';
import chromeEsMX from './chrome/es-MX.json';
import chromeEsCO from './chrome/es-CO.json';
import chromeEsAR from './chrome/es-AR.json';
import chromeEsCL from './chrome/es-CL.json';
import chromeEsES from './chrome/es-ES.json';
import startDialogsEnUS from '../features/start-dialogs/messages/en-US.json';
import startDialogsEsMX from '../features/start-dialogs/messages/es-MX.json';
import startDialogsEsCO from '../features/start-dialogs/messages/es-CO.json';
import startDialogsEsAR from '../features/start-dialogs/messages/es-AR.json';
import startDialogsEsCL from '../features/start-dialogs/messages/es-CL.json';
import startDialogsEsES from '../features/start-dialogs/messages/es-ES.json';
import dashboardenUS from '../features/dashboard/messages/en-US.json';
import dashboardesMX from '../features/dashboard/messages/es-MX.json';
import dashboardesCO from '../features/dashboard/messages/es-CO.json';
import dashboardesAR from '../features/dashboard/messages/es-AR.json';
import dashboardesCL from '../features/dashboard/messages/es-CL.json';
import dashboardesES from '../features/dashboard/messages/es-ES.json';
import onboardingStepsEnUS from '../features/onboarding-steps/messages/en-US.json';
import onboardingStepsEsMX from '../features/onboarding-steps/messages/es-MX.json';
import onboardingStepsEsCO from '../features/onboarding-steps/messages/es-CO.json';
import onboardingStepsEsAR from '../features/onboarding-steps/messages/es-AR.json';
import onboardingStepsEsCL from '../features/onboarding-steps/messages/es-CL.json';
import onboardingStepsEsES from '../features/onboarding-steps/messages/es-ES.json';

export const coreMessages: Record<Locale, Messages> = {
  'en-US': coreEnUS,
  'es-MX': coreEsMX,
  'es-CO': coreEsCO,
  'es-AR': coreEsAR,
  'es-CL': coreEsCL,
  'es-ES': coreEsES,
};

export const chromeMessages: Record<Locale, Messages> = {
  'en-US': chromeEnUS,
  'es-MX': chromeEsMX,
  'es-CO': chromeEsCO,
  'es-AR': chromeEsAR,
  'es-CL': chromeEsCL,
  'es-ES': chromeEsES,
};

/** The start dialogs' texts (What's New, Update Necessary), kept in their feature's folder. */
export const startDialogsMessages: Record<Locale, Messages> = {
  'en-US': startDialogsEnUS,
  'es-MX': startDialogsEsMX,
  'es-CO': startDialogsEsCO,
  'es-AR': startDialogsEsAR,
  'es-CL': startDialogsEsCL,
  'es-ES': startDialogsEsES,
};

/** The dashboard's own texts (its frame: failed cards, the parts of Estiba), kept in their feature's folder. */
export const dashboardMessages: Record<Locale, Messages> = {
  'en-US': dashboardenUS,
  'es-MX': dashboardesMX,
  'es-CO': dashboardesCO,
  'es-AR': dashboardesAR,
  'es-CL': dashboardesCL,
  'es-ES': dashboardesES,
};

/** The dashboard's onboarding steps card (features/onboarding-steps), kept in its feature's folder. */
export const onboardingStepsMessages: Record<Locale, Messages> = {
  'en-US': onboardingStepsEnUS,
  'es-MX': onboardingStepsEsMX,
  'es-CO': onboardingStepsEsCO,
  'es-AR': onboardingStepsEsAR,
  'es-CL': onboardingStepsEsCL,
  'es-ES': onboardingStepsEsES,
};

export const shellMessages = Object.fromEntries(
  Object.entries(coreMessages).map(([locale, core]) => [
    locale,
    {
      ...core,
      ...chromeMessages[locale as Locale],
      ...startDialogsMessages[locale as Locale],
      ...dashboardMessages[locale as Locale],
      ...onboardingStepsMessages[locale as Locale],
    },
  ]),
) as Record<Locale, Messages>;
