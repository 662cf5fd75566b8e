// Serves the catalogue logos (GET media/logos/{kind}/{slug}.svg) that carrier and platform responses link to.
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../platform/db/connection.js';
import { carriers, ecommercePlatforms } from '../../platform/db/schema.js';
import { NotFound } from '../../platform/errors.js';
import { LOGO_KINDS, LOGO_PATH_PREFIX, type LogoKind } from './logo-url.js';
import { logoSchema, type LogoParams } from './schemas.js';
import { renderWordmark } from './wordmark.js';

/** 30 days: a logo changes only when a brand is renamed, and the ETag makes revalidation cheap after that. */
const LOGO_MAX_AGE_SECONDS = 2_592_000;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function isLogoKind(kind: string): kind is LogoKind {
  return (LOGO_KINDS as readonly string[]).includes(kind);
}

async function brandName(db: AppDatabase, kind: LogoKind, slug: string): Promise<string | null> {
  if (kind === 'carriers') {
    // The same brand has one row per country; any of them names it.
    const [row] = await db
      .select({ name: carriers.name })
      .from(carriers)
      .where(eq(carriers.logoSlug, slug))
      .orderBy(asc(carriers.id))
      .limit(1);
    return row?.name ?? null;
  }
  const [row] = await db
    .select({ name: ecommercePlatforms.name })
    .from(ecommercePlatforms)
    .where(eq(ecommercePlatforms.slug, slug));
  return row?.name ?? null;
}

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: LogoParams }>(
    `${LOGO_PATH_PREFIX}/:kind/:slug.svg`,
    { schema: logoSchema },
    async (request, reply) => {
      const { kind, slug } = request.params;
      const name = isLogoKind(kind) && SLUG.test(slug) ? await brandName(app.database.db, kind, slug) : null;
      if (name === null) throw new NotFound('Logo not found');

      const svg = renderWordmark(name, slug);
      const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
      reply
        .header('Cache-Control', `public, max-age=${LOGO_MAX_AGE_SECONDS}`)
        .header('ETag', etag)
        // Shown in <img> tags on the web application's origins (and white-label hosts): other sites may embed
        // it. Opened on its own, the SVG is a document that needs nothing: the API's policy allowing nothing
        // (security-headers.ts) fits it, as its colours and font are attributes, not styles.
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
}
