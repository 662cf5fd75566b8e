// The security headers of every answer (helmet): a Content-Security-Policy that allows nothing, since a JSON answer
// opened as a page has nothing to run, load or be framed by; nosniff; no Referer; no framing; HSTS when the API is
// served over https. Routes that serve pages override the policy with one fitting what the page loads: the
// interactive docs here, the hosted accounts pages (hosted-accounts/html.ts) and the logos (media/routes.ts).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The policy of every answer that is not a page: JSON, errors, the legal texts' HTML fragments (as helmet writes it). */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none';frame-ancestors 'none';base-uri 'none'";
/** A year, and the subdomains: what browsers' preload lists ask for. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;
export const REFERRER_POLICY = 'no-referrer';

/**
 * The headers socket.io's own answers get (its polling transport is served beside Fastify, not through it),
 * the same as every other answer's.
 */
export function baseSecurityHeaders(publicApiUrl: string): Record<string, string> {
  return {
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    'X-Frame-Options': 'DENY',
    ...(servedOverHttps(publicApiUrl)
      ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` }
      : {}),
  };
}

/** HSTS only means something over https; over http (a developer's machine) browsers ignore it. */
const servedOverHttps = (publicApiUrl: string): boolean => new URL(publicApiUrl).protocol === 'https:';

/**
 * The interactive docs' page (swagger-ui): its own scripts (and the inline ones whose hashes the plugin
 * publishes), styles, fonts and images, calls to the API itself; no framing, no base, no plugins, no outside
 * hosts, and no upgrade-insecure-requests, which would break the docs on http.
 */
export function documentationContentSecurityPolicy(
  publicApiUrl: string,
  hashes: { script: readonly string[] },
): string {
  return [
    "default-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ["script-src 'self'", ...hashes.script].join(' '),
    "script-src-attr 'none'",
    // swagger-ui inserts a style element as it starts; styles cannot run code, and the page shows nothing but
    // the API's own document. (No hashes beside it: a hash would make browsers ignore 'unsafe-inline'.)
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${new URL(publicApiUrl).origin}`,
  ].join('; ');
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { publicApiUrl: string }) => {
    const https = servedOverHttps(options.publicApiUrl);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: REFERRER_POLICY },
      hsts: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    });
  },
  { name: 'estiba-security-headers' },
);
