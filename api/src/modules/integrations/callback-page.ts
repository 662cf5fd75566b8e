// The page a merchant sees when a store's callback is refused (issue 19): the browser arrives here from the
// store, so a JSON error would be a dead end. It says why, in the merchant's language (en-US or one Spanish text
// for the es-* locales, as the hosted accounts pages do), and leads back to Integrations to start again.
import type { FastifyRequest } from 'fastify';
import { markup, securityHeaders, STYLESHEET } from '../hosted-accounts/html.js';
import { CALLBACK_ERRORS } from './shopify.js';
import { SHOP_MESSAGES } from './service.js';

const SPANISH: Record<string, string> = {
  [SHOP_MESSAGES.state]:
    'Esta conexión no se inició aquí, ya expiró o ya se usó. Vuelve a iniciarla desde Integraciones.',
  [CALLBACK_ERRORS.signature]:
    'La respuesta de la tienda no está firmada por ella. Vuelve a iniciar la conexión.',
  [CALLBACK_ERRORS.store]: 'La respuesta de la tienda es de otra tienda. Vuelve a iniciar la conexión.',
  [CALLBACK_ERRORS.code]:
    'La respuesta de la tienda no trae código de autorización. Vuelve a iniciar la conexión.',
  [CALLBACK_ERRORS.expired]: 'La respuesta de la tienda es demasiado antigua. Vuelve a iniciar la conexión.',
};
const SPANISH_FALLBACK = 'La tienda no respondió como se esperaba. Inténtalo de nuevo en unos momentos.';

const TEXTS = {
  en: { title: 'The store could not be connected', back: 'Back to Integrations' },
  es: { title: 'No se pudo conectar la tienda', back: 'Volver a Integraciones' },
} as const;

export function callbackRefusalPage(
  request: FastifyRequest,
  message: string,
  publicAppUrl: string,
): { headers: Record<string, string>; html: string } {
  const first = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  const locale = first.startsWith('es') ? 'es' : 'en';
  const texts = TEXTS[locale];
  const reason = locale === 'es' ? (SPANISH[message] ?? SPANISH_FALLBACK) : message;
  const page = markup`<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${texts.title}</title><style>${STYLESHEET}</style></head>
<body><main><div class="card"><h1>${texts.title}</h1>
<div class="alert" role="alert"><p>${reason}</p></div>
<p><a href="${publicAppUrl}/integrations">${texts.back}</a></p>
</div></main></body></html>`;
  return { headers: securityHeaders([]), html: page.toString() };
}
