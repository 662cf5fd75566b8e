// Request and response schemas of the media routes.
import { errorResponseRef } from '../../platform/error-handler.js';

export const logoSchema = {
  tags: ['catalog'],
  summary: 'Logo of a carrier or an e-commerce platform',
  description:
    'An SVG wordmark (240 × 80) generated from the name, cached for a long time. ' +
    '`kind` is `carriers` or `ecommerce-platforms`; an unknown kind or slug answers 404.',
  params: {
    type: 'object',
    required: ['kind', 'slug'],
    properties: {
      kind: { type: 'string', examples: ['carriers', 'ecommerce-platforms'] },
      slug: { type: 'string', examples: ['dhl-express'] },
    },
  },
  response: {
    200: { content: { 'image/svg+xml': { schema: { type: 'string' } } } },
    404: errorResponseRef,
  },
} as const;

export interface LogoParams {
  kind: string;
  slug: string;
}
