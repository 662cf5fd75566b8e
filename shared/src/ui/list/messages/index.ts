// The list's own texts, one bundle per locale (keys under list.). The list provides them to its own
// subtree, under whatever the page already has, so a remote that shows a list needs no wiring for them.
import type { Locale } from '../../../i18n/locales';
import type { Messages } from '../../../routing/types';
import enUS from './en-US.json';
import esMX from './es-MX.json';
import esCO from './es-CO.json';
import esAR from './es-AR.json';
import esCL from './es-CL.json';
import esES from './es-ES.json';

export const listMessages: Record<Locale, Messages> = {
  'en-US': enUS,
  'es-MX': esMX,
  'es-CO': esCO,
  'es-AR': esAR,
  'es-CL': esCL,
  'es-ES': esES,
};
