// The demo's What's New (issue 19): two announcements published by the warehouse's staff, which the demo merchant
// sees at their first start (published with the seed, not before the merchant joined: see unseenFeatures).
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/connection.js';
import { insertAnnouncement } from '../modules/feature-announcements/repository.js';
import { STAFF_USER_ID } from './ids.js';

export const DEMO_ANNOUNCEMENTS = [
  {
    topic: 'Connect your store in minutes',
    characteristics: [
      {
        imageUrl: '/logos/estiba.svg',
        description:
          'Connect Shopify, or try Estiba with our sandbox store, from Integrations: products sync by themselves.',
      },
      {
        imageUrl: null,
        description: 'Turn on automatic orders per shop: new orders go to the warehouse you choose at once.',
      },
    ],
  },
  {
    topic: 'Billing you can question',
    characteristics: [
      {
        imageUrl: null,
        description: 'Dispute a charge from its row in Billing and follow the answer of our billing desk.',
      },
    ],
  },
] as const;

export async function hasDemoAnnouncements(tx: AppDatabase): Promise<boolean> {
  const result = (await tx.execute(sql`SELECT 1 FROM feature_announcements LIMIT 1`)) as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Writes the two announcements, published at the seed's transaction time (the demo users' joining time). */
export async function seedAnnouncements(tx: AppDatabase): Promise<void> {
  for (const announcement of DEMO_ANNOUNCEMENTS) {
    await insertAnnouncement(tx, {
      topic: announcement.topic,
      createdBy: STAFF_USER_ID,
      characteristics: announcement.characteristics,
      published: true,
    });
  }
}
