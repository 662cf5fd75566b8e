// One language's texts of the shell, loaded when the page needs that language: each language is a chunk
// of its own, so a page downloads its visitor's texts only (issue 15), not all six (as mf-landing's).
import type { Locale, Messages } from '@estiba/shared';

type TextsChunk = () => Promise<{ default: Messages }>;

const CHUNKS: Record<Locale, TextsChunk> = {
  'en-US': () => import(/* webpackChunkName: "shell-texts-en-US" */ './locales/en-US'),
  'es-MX': () => import(/* webpackChunkName: "shell-texts-es-MX" */ './locales/es-MX'),
  'es-CO': () => import(/* webpackChunkName: "shell-texts-es-CO" */ './locales/es-CO'),
  'es-AR': () => import(/* webpackChunkName: "shell-texts-es-AR" */ './locales/es-AR'),
  'es-CL': () => import(/* webpackChunkName: "shell-texts-es-CL" */ './locales/es-CL'),
  'es-ES': () => import(/* webpackChunkName: "shell-texts-es-ES" */ './locales/es-ES'),
};

export const loadShellMessages = (locale: Locale): Promise<Messages> =>
  CHUNKS[locale]().then((chunk) => chunk.default);
