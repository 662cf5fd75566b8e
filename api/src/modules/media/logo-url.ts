// Absolute logo URLs for the catalogue responses. The front end shows them in <img> tags on another origin,
// so they are built from the address the caller used to reach the API (X-Forwarded-* when TRUST_PROXY is on).
import type { FastifyRequest } from 'fastify';

export const LOGO_KINDS = ['carriers', 'ecommerce-platforms'] as const;
export type LogoKind = (typeof LOGO_KINDS)[number];

export const LOGO_PATH_PREFIX = '/media/logos';

export function logoUrl(request: FastifyRequest, kind: LogoKind, slug: string): string {
  return `${request.protocol}://${request.host}${LOGO_PATH_PREFIX}/${kind}/${encodeURIComponent(slug)}.svg`;
}
