// Response schema of the e-commerce platform list.

export const ecommercePlatformsSchema = {
  tags: ['catalog'],
  summary: 'E-commerce platforms Estiba integrates with',
  description: 'Store builders and marketplaces, most used first, each with an absolute logo URL. Public.',
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'image'],
        properties: {
          name: { type: 'string', examples: ['Shopify'] },
          image: { type: 'string', format: 'uri', description: 'Absolute URL of the SVG logo' },
        },
      },
    },
  },
} as const;
