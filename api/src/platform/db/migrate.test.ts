import pg from 'pg';
import { MIGRATIONS, type Migration } from '../../migrations/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { postgresDatabase } from './connection.js';
import { migrate, MIGRATION_LOCK_KEY, MigrationError } from './migrate.js';

const ALL_VERSIONS = MIGRATIONS.map((m) => m.version);
const POLL_MS = 20;

async function appliedVersions(t: TestDatabase): Promise<number[]> {
  const rows = await t.database.asOwner((s) =>
    s.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version'),
  );
  return rows.map((row) => row.version);
}

describe('migrate', () => {
  let t: TestDatabase;

  beforeEach(async () => {
    t = await createTestDatabase({ state: 'empty' });
  });

  afterEach(() => t.destroy());

  it('applies every migration once, in order, and nothing the second time', async () => {
    expect(await migrate(t.database)).toEqual(ALL_VERSIONS);
    expect(await migrate(t.database)).toEqual([]);
    expect(await appliedVersions(t)).toEqual(ALL_VERSIONS);
    const tables = await t.database.asOwner((s) =>
      s.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      ),
    );
    expect(tables.map((row) => row.table_name)).toEqual([
      'additional_service_names',
      'additional_services',
      'api_tokens',
      'attempt_counters',
      'authorization_codes',
      'bundle_components',
      'carrier_additional_services',
      'carrier_descriptions',
      'carrier_services',
      'carriers',
      'charge_dispute_messages',
      'charge_disputes',
      'charges',
      'clients',
      'countries',
      'ecommerce_platforms',
      'email_change_tokens',
      'events',
      'feature_announcements',
      'feature_characteristics',
      'feature_views',
      'idempotency_keys',
      'import_rows',
      'imports',
      'inventory_movements',
      'invoices',
      'jobs',
      'legal_document_contents',
      'legal_documents',
      'notifications',
      'onboarding_steps',
      'order_comments',
      'order_lines',
      'order_status_history',
      'orders',
      'password_reset_tokens',
      'price_list_categories',
      'price_list_ranges',
      'price_list_services',
      'product_stock_totals',
      'products',
      'receiving_box_events',
      'receiving_box_lines',
      'receiving_boxes',
      'receiving_order_lines',
      'receiving_orders',
      'return_lines',
      'return_status_history',
      'returns',
      'sandbox_store_grants',
      'sandbox_store_orders',
      'sandbox_store_webhooks',
      'saved_views',
      'schema_migrations',
      'shipping_platform_accounts',
      'shop_authorizations',
      'shop_listings',
      'shop_webhook_deliveries',
      'shops',
      'stock_levels',
      'storage_snapshots',
      'stored_files',
      'users',
      'warehouses',
      'webhook_attempts',
      'webhook_deliveries',
      'webhook_subscriptions',
    ]);
  });

  it('lets instances starting together migrate without racing', async () => {
    const results = await Promise.all([migrate(t.database), migrate(t.database), migrate(t.database)]);
    expect(results.flat().sort((a, b) => a - b)).toEqual(ALL_VERSIONS);
    expect(await appliedVersions(t)).toEqual(ALL_VERSIONS);
  });

  it('rolls a failing migration back and records nothing of it', async () => {
    const broken: Migration = { version: 99, name: 'broken', sql: 'CREATE TABLE half (id int); SELECT 1/0;' };
    await expect(migrate(t.database, { migrations: [...MIGRATIONS, broken] })).rejects.toThrow(
      'Migration 99 (broken) failed',
    );
    expect(await appliedVersions(t)).toEqual(ALL_VERSIONS);
    const half = await t.database.asOwner((s) => s.query("SELECT to_regclass('half') AS name"));
    expect(half).toEqual([{ name: null }]);
  });

  it('refuses a released migration whose SQL changed', async () => {
    await migrate(t.database);
    const edited = MIGRATIONS.map((m, i) => (i === 0 ? { ...m, sql: `${m.sql}\n-- edited` } : m));
    await expect(migrate(t.database, { migrations: edited })).rejects.toThrow(MigrationError);
    await expect(migrate(t.database, { migrations: edited })).rejects.toThrow(
      'Migration 1 (foundation) changed after it was applied',
    );
  });

  it('refuses migrations out of order', async () => {
    await expect(migrate(t.database, { migrations: [...MIGRATIONS].reverse() })).rejects.toThrow(
      /must come after/,
    );
  });

  const onPostgres = process.env.DATABASE_URL ? it : it.skip;

  onPostgres('waits while another instance holds the migration lock (PostgreSQL)', async () => {
    const holder = new pg.Client({ connectionString: t.url! });
    await holder.connect();
    const other = postgresDatabase(t.url!);
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      let finished = false;
      const running = migrate(other).then((applied) => {
        finished = true;
        return applied;
      });
      // Wait until the migration is queued on the lock, then check it has done nothing yet.
      for (;;) {
        const { rows } = await holder.query<{ waiting: number }>(
          "SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
        );
        if (rows[0]!.waiting > 0) break;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      expect(finished).toBe(false);
      const table = await holder.query("SELECT to_regclass('schema_migrations') AS name");
      expect(table.rows).toEqual([{ name: null }]);

      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      expect(await running).toEqual(ALL_VERSIONS);
    } finally {
      await holder.end();
      await other.close();
    }
  });
});
