// Response schema of the e-commerce platform list, written once: Fastify documents with it, the repository
// returns its type, and the front end reads the type through src/contract.ts.
import Type, { type Static } from 'typebox';

/** One row of the list (spec point 3: name, image; the slug is what `POST client/shop` takes as ecommerce). */
export const EcommercePlatform = Type.Object({
  slug: Type.String({ examples: ['shopify'] }),
  name: Type.String({ examples: ['Shopify'] }),
  image: Type.String({ format: 'uri', description: 'Absolute URL of the SVG logo' }),
});
export type EcommercePlatform = Static<typeof EcommercePlatform>;

export const EcommercePlatforms = Type.Array(EcommercePlatform);
export type EcommercePlatforms = Static<typeof EcommercePlatforms>;

export const ecommercePlatformsSchema = {
  tags: ['catalog'],
  summary: 'E-commerce platforms Estiba integrates with',
  description: 'Store builders and marketplaces, most used first, each with an absolute logo URL. Public.',
  response: { 200: EcommercePlatforms },
};
