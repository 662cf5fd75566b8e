// One language's texts of this remote, loaded when the shell needs that language: each language is a chunk of
// its own, so a merchant downloads their language's texts only (as mf-orders does), not all six.
import type { Locale, Messages } from '@estiba/shared';

type TextsChunk = () => Promise<{ default: Messages }>;

const CHUNKS: Record<Locale, TextsChunk> = {
  'en-US': () => import(/* webpackChunkName: "texts-en-US" */ './locales/en-US'),
  'es-MX': () => import(/* webpackChunkName: "texts-es-MX" */ './locales/es-MX'),
  'es-CO': () => import(/* webpackChunkName: "texts-es-CO" */ './locales/es-CO'),
  'es-AR': () => import(/* webpackChunkName: "texts-es-AR" */ './locales/es-AR'),
  'es-CL': () => import(/* webpackChunkName: "texts-es-CL" */ './locales/es-CL'),
  'es-ES': () => import(/* webpackChunkName: "texts-es-ES" */ './locales/es-ES'),
};

export const loadMessages = (locale: Locale): Promise<Messages> =>
  CHUNKS[locale]().then((chunk) => chunk.default);
