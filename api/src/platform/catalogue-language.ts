// The public catalogue (price lists, carriers, legal documents) is written in English and Spanish; every
// Spanish locale (es, es-MX, es-419...) reads Spanish, anything else English. One rule for every module.
import type { FastifyReply } from 'fastify';
import type { CatalogueLanguage } from './db/schema.js';

/** The catalogue language of a language tag or an Accept-Language header (only its first entry counts). */
export function catalogueLanguage(languageOrHeader: string | undefined): CatalogueLanguage {
  return /^\s*es\b/i.test(languageOrHeader ?? '') ? 'es' : 'en';
}

/**
 * Adds Accept-Language to the Vary header, keeping what another hook (CORS: Origin) already put there, so
 * shared caches keep one copy per language.
 */
export function varyByAcceptLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const names =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
  if (names.some((name) => name.toLowerCase() === 'accept-language' || name === '*')) return;
  reply.header('Vary', [...names, 'Accept-Language'].join(', '));
}
