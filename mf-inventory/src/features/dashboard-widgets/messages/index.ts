// The dashboard widgets' texts, one bundle per locale (keys under inventory.dashboard.).
import type { Locale, Messages } from '@estiba/shared';
import enUS from './en-US.json';
import esMX from './es-MX.json';
import esCO from './es-CO.json';
import esAR from './es-AR.json';
import esCL from './es-CL.json';
import esES from './es-ES.json';

export const dashboardWidgetsMessages: Record<Locale, Messages> = {
  'en-US': enUS,
  'es-MX': esMX,
  'es-CO': esCO,
  'es-AR': esAR,
  'es-CL': esCL,
  'es-ES': esES,
};
