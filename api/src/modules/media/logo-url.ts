// Absolute logo URLs for the catalogue responses. The front end shows them in <img> tags on another origin, so
// they start with the API's configured public address (PUBLIC_API_URL), the same whatever Host a caller sent.
import type { FastifyInstance } from 'fastify';

export const LOGO_KINDS = ['carriers', 'ecommerce-platforms'] as const;
export type LogoKind = (typeof LOGO_KINDS)[number];

export const LOGO_PATH_PREFIX = '/media/logos';

export function logoUrl(app: Pick<FastifyInstance, 'publicApiUrl'>, kind: LogoKind, slug: string): string {
  return `${app.publicApiUrl}${LOGO_PATH_PREFIX}/${kind}/${encodeURIComponent(slug)}.svg`;
}
