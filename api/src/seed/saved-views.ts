// The demo merchant's saved views of the orders list (issue 17): a few named filters to choose from on /orders,
// shared with the team or personal. Fixed ids, so seeding twice writes nothing twice.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/connection.js';
import { DEMO_CLIENT_ID, DEMO_USER_ID } from './ids.js';

interface DemoView {
  id: string;
  name: string;
  filters: Record<string, string>;
  shared: boolean;
}

export const DEMO_SAVED_VIEWS: readonly DemoView[] = [
  {
    id: '00000000-0000-4000-8000-00000000e001',
    name: 'No stock',
    filters: { warehouseStatus: 'no_stock' },
    shared: true,
  },
  {
    id: '00000000-0000-4000-8000-00000000e002',
    name: 'Ready to ship',
    filters: { warehouseStatus: 'ready_to_ship' },
    shared: true,
  },
  {
    id: '00000000-0000-4000-8000-00000000e003',
    name: 'Demo Store, pending',
    filters: { shopName: 'Demo Store', fulfillmentStatus: 'pending' },
    shared: false,
  },
];

/** Writes the demo views of the orders list; needs the operator scope (or the demo client's) and the demo user. */
export async function seedSavedViews(tx: AppDatabase): Promise<void> {
  for (const view of DEMO_SAVED_VIEWS)
    await tx.execute(sql`
      INSERT INTO saved_views (id, client_id, owner_id, list, name, filters, shared)
      VALUES (${view.id}::uuid, ${DEMO_CLIENT_ID}, ${DEMO_USER_ID}::uuid, 'orders', ${view.name},
              ${JSON.stringify(view.filters)}::jsonb, ${view.shared})
      ON CONFLICT DO NOTHING`);
}
