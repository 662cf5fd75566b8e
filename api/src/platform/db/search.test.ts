// Searches under row-level security (migration 018, issues 16 and 17): the inventory and orders lists find
// exactly what their former LIKE / ~* conditions found, product_ids_matching never answers for another client,
// and, on PostgreSQL, the plans run as the API's role read the search indexes (EXPLAIN; the SECURITY DEFINER
// function's own statement through auto_explain).
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { APP_ROLE } from '../../migrations/row-security.js';
import { rowsOf } from '../../modules/inventory/ledger.js';
import { inventoryPageRequest } from '../../modules/inventory/list-query.js';
import { inventoryListSql, listInventory } from '../../modules/inventory/repository.js';
import { readListQuery } from '../../modules/orders/list-query.js';
import { listOrders, orderListStatements } from '../../modules/orders/repository.js';
import { DEMO_CLIENT_ID, OTHER_CLIENT_ID } from '../../seed/ids.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import type { AppDatabase, Database } from './connection.js';
import { asClient, asOperator } from './scope.js';

const onPostgres = process.env.DATABASE_URL ? it : it.skip;
const T = randomBytes(3).toString('hex');
const WAREHOUSE = 'WH-MX-CDMX';

let test: TestDatabase;
let database: Database;

async function ownerWrites(work: (tx: AppDatabase) => Promise<void>): Promise<void> {
  await database.asOwner(({ db }) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('app.operator', 'on', true)`);
      await work(tx);
    }),
  );
}

beforeAll(async () => {
  test = await createTestDatabase();
  database = test.database;
  await ownerWrites(async (tx) => {
    const product = (client: string, sku: string, name: string, barcode: string | null) => sql`
      INSERT INTO products (client_id, sku, name, handle, barcode, length_cm, width_cm, height_cm, weight_kg)
      VALUES (${client}, ${sku}, ${name}, ${`h-${sku.toLowerCase()}`}, ${barcode}, 10, 10, 10, 1)`;
    await tx.execute(product(DEMO_CLIENT_ID, `Q${T}-A1`, `Taza Roja 100% ${T}`, `B${T}001`));
    await tx.execute(product(DEMO_CLIENT_ID, `Q${T}-a_2`, `taza azul ${T}`, null));
    await tx.execute(product(DEMO_CLIENT_ID, `Q${T}-B3`, `Árbol ${T} ÑANDÚ`, `B${T}003`));
    await tx.execute(product(OTHER_CLIENT_ID, `Q${T}-A9`, `Taza Roja 100% ${T}`, `B${T}009`));

    const order = async (client: string, reference: string, customer: string, email: string, sku: string) => {
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          INSERT INTO orders (client_id, reference, source, warehouse_id, customer_name, customer_email,
                              address_line1, city, postal_code, country_code, currency, tracking_number)
          VALUES (${client}, ${reference}, 'manual', ${WAREHOUSE}, ${customer}, ${email}, 'Calle 1', 'CDMX',
                  '01000', 'MX', 'MXN', ${`TRK${T}${reference.length}`})
          RETURNING id`),
      );
      await tx.execute(sql`
        INSERT INTO order_lines (client_id, order_id, position, sku, name, quantity)
        VALUES (${client}, ${row!.id}, 1, ${sku}, 'Line', 1)`);
    };
    await order(DEMO_CLIENT_ID, `R${T}-100%`, `Zoë ${T} Pérez`, `zoe.${T}@Example.com`, `S${T}-Á1`);
    await order(DEMO_CLIENT_ID, `r${T}-1_0`, `zoe ${T} Ruiz`, `ZOE_${T}@example.com`, `s${T}-b_2`);
    await order(DEMO_CLIENT_ID, `R${T}-2000`, `Ana ${T}`, `ana.${T}@example.com`, `S${T}-Á12`);
    await order(OTHER_CLIENT_ID, `R${T}-100%-other`, `Zoë ${T} Other`, `zoe.${T}@example.com`, `S${T}-Á1`);
  });
  // The planner's statistics, as autovacuum keeps them (the plans below depend on them).
  await database.asOwner((owner) => owner.exec('ANALYZE products; ANALYZE orders; ANALYZE order_lines'));
});

afterAll(async () => {
  await test?.destroy();
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

describe('text_prefix_end', () => {
  it('raises the last character, skipping the surrogates and dropping a last U+10FFFF', async () => {
    const [row] = rowsOf<Record<string, string | null>>(
      await database.db.execute(sql`
        SELECT text_prefix_end('abc') AS plain, text_prefix_end('ñ') = 'ò' AS accented,
               text_prefix_end('a' || chr(55295)) = 'a' || chr(57344) AS surrogates,
               text_prefix_end('ab' || chr(1114111)) AS dropped, text_prefix_end(chr(1114111)) AS none`),
    );
    expect(row).toEqual({ plain: 'abd', accented: true, surrogates: true, dropped: 'ac', none: null });
  });
});

describe('the inventory list’s text filters', () => {
  const old = (field: string, operator: string, value: string): SQL => {
    const column = sql.raw(`p.${field}`);
    const text = escapeLike(value);
    switch (operator) {
      case 'contains':
        return sql`lower(${column}) LIKE lower(${`%${text}%`})`;
      case 'starts-with':
        return sql`lower(${column}) LIKE lower(${`${text}%`})`;
      case 'ends-with':
        return sql`lower(${column}) LIKE lower(${`%${text}`})`;
      default:
        return sql`${column} ~* ${`^(?:${value})$`}`;
    }
  };
  const cases: [string, string, string][] = [
    ['name', 'contains', `roja 100% ${T}`],
    ['name', 'contains', '100%'],
    ['name', 'contains', `ÁRBOL ${T}`],
    ['name', 'contains', 'a'],
    ['name', 'starts-with', 'TAZA'],
    ['name', 'starts-with', 'árb'],
    ['name', 'ends-with', `${T} ñandú`],
    ['name', 'matches', `taza .* ${T}`],
    ['sku', 'contains', `${T}-a_`],
    ['sku', 'contains', '_'],
    ['sku', 'starts-with', `q${T}-a`],
    ['sku', 'starts-with', `Q${T}-A_`],
    ['sku', 'ends-with', 'B3'],
    ['sku', 'matches', `q${T}-[ab].*`],
    ['barcode', 'contains', `${T}00`],
    ['barcode', 'starts-with', `b${T}`],
    ['barcode', 'ends-with', '003'],
    ['barcode', 'matches', `b${T}00[13]`],
  ];

  it.each(cases)(
    '%s %s "%s" finds what lower(col) LIKE / ~* found, the caller’s rows only',
    async (field, operator, value) => {
      await asClient(database, DEMO_CLIENT_ID, async (tx) => {
        const listed = await listInventory(
          tx,
          DEMO_CLIENT_ID,
          inventoryPageRequest({ limit: 250, filter: `${field}:${operator}:${value}` }),
        );
        const expected = rowsOf<{ id: string; client_id: string }>(
          await tx.execute(sql`
          SELECT p.id, p.client_id FROM products p
           WHERE p.client_id = ${DEMO_CLIENT_ID} AND ${old(field, operator, value)}
           ORDER BY p.sku LIMIT 250`),
        );
        const [total] = rowsOf<{ n: number }>(
          await tx.execute(sql`
          SELECT count(*)::int AS n FROM products p WHERE ${old(field, operator, value)}`),
        );
        expect(listed.products.map((p) => p.productId)).toEqual(expected.map((r) => r.id));
        expect(listed.totalRows).toBe(total!.n);
        expect(listed.totalRows).toBeGreaterThan(0);
      });
    },
  );
});

describe('the orders list’s search', () => {
  const likePrefix = (value: string) => `${escapeLike(value.toLowerCase())}%`;
  const old = (field: string, value: string): SQL => {
    switch (field) {
      case 'reference':
        return sql`lower(o.reference) LIKE ${likePrefix(value)}`;
      case 'customerName':
        return sql`lower(o.customer_name) LIKE ${likePrefix(value)}`;
      case 'customerEmail':
        return sql`lower(o.customer_email) LIKE ${likePrefix(value)}`;
      case 'trackingNumber':
        return sql`o.tracking_number = ${value}`;
      default:
        return sql`o.id IN (SELECT l.order_id FROM order_lines l WHERE lower(l.sku) LIKE ${likePrefix(value)})`;
    }
  };
  const cases: [string, string][] = [
    ['reference', `r${T}-1`],
    ['reference', `R${T}-100%`],
    ['reference', `r${T}-1_`],
    ['reference', `r${T}-2`],
    ['customerName', `ZOË ${T}`],
    ['customerName', `zoe ${T}`],
    ['customerEmail', `zoe.${T}@example`],
    ['customerEmail', `zoe_${T}`],
    ['sku', `s${T}-á1`],
    ['sku', `S${T}-B_`],
    ['trackingNumber', `TRK${T}${`R${T}-2000`.length}`],
  ];

  it.each(cases)(
    '%s "%s" finds what the LIKE prefix found, the caller’s orders only',
    async (field, value) => {
      await asClient(database, DEMO_CLIENT_ID, async (tx) => {
        const request = readListQuery({ limit: 250, 'search[field]': field, 'search[value]': value }, 'UTC');
        const listed = await listOrders(
          tx,
          { clientId: DEMO_CLIENT_ID, shopIds: null, warehouseIds: null },
          request,
        );
        const expected = rowsOf<{ id: string }>(
          await tx.execute(sql`
          SELECT o.id FROM orders o
           WHERE o.client_id = ${DEMO_CLIENT_ID} AND o.fulfillment_status <> 'deleted' AND ${old(field, value)}
           ORDER BY o.created_at DESC, o.id DESC LIMIT 250`),
        );
        expect(listed.orders.map((o) => o.id)).toEqual(expected.map((r) => r.id));
        expect(listed.totalRows).toBe(expected.length);
        expect(expected.length).toBeGreaterThan(0);
      });
    },
  );
});

describe('product_ids_matching (SECURITY DEFINER)', () => {
  const matching = (tx: AppDatabase, client: string, field = 'name', operator = 'like', pattern = '%taza%') =>
    tx
      .execute(
        sql`SELECT m.id FROM product_ids_matching(${client}, ${field}, ${operator}, ${pattern}) AS m(id)`,
      )
      .then((result) => rowsOf<{ id: string }>(result).map((r) => r.id));
  const idsOf = (tx: AppDatabase, client: string) =>
    tx
      .execute(sql`SELECT id FROM products WHERE client_id = ${client} AND lower(name) LIKE '%taza%'`)
      .then((result) =>
        rowsOf<{ id: string }>(result)
          .map((r) => r.id)
          .sort(),
      );

  it('answers for the transaction’s client only, never another client’s products', async () => {
    await asClient(database, DEMO_CLIENT_ID, async (tx) => {
      const mine = await matching(tx, DEMO_CLIENT_ID);
      expect(mine.length).toBeGreaterThan(1);
      expect(mine.sort()).toEqual(await idsOf(tx, DEMO_CLIENT_ID));
      expect(await matching(tx, OTHER_CLIENT_ID)).toEqual([]);
      expect(await matching(tx, OTHER_CLIENT_ID, 'sku', 'regex', '.*')).toEqual([]);
      expect(await matching(tx, OTHER_CLIENT_ID, 'barcode', 'like', '%')).toEqual([]);
    });
    await asClient(database, OTHER_CLIENT_ID, async (tx) => {
      const theirs = await matching(tx, OTHER_CLIENT_ID, 'name', 'like', `%roja 100\\% ${T}%`);
      expect(theirs).toHaveLength(1);
      expect(await matching(tx, DEMO_CLIENT_ID, 'name', 'like', `%roja 100\\% ${T}%`)).toEqual([]);
    });
  });

  it('answers nothing outside a scope, any client in the operator scope, and refuses unknown fields', async () => {
    // Outside asClient/asOperator the API's role has neither setting.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('role', ${APP_ROLE}, true)`);
      expect(await matching(tx, DEMO_CLIENT_ID)).toEqual([]);
      expect(await matching(tx, '')).toEqual([]);
    });
    await asOperator(database, async (tx) => {
      expect(await matching(tx, OTHER_CLIENT_ID, 'sku', 'like', `q${T}-a9`)).toHaveLength(1);
    });
    const refused: unknown = await asClient(database, DEMO_CLIENT_ID, (tx) =>
      matching(tx, DEMO_CLIENT_ID, 'handle'),
    ).catch((error: unknown) => error);
    // drizzle wraps the driver's error: invalid_parameter_value, with the function's message.
    expect(refused).toMatchObject({
      cause: expect.objectContaining({ code: '22023', message: expect.stringMatching(/no field handle/) }),
    });
  });
});

describe('plans as the API’s role (PostgreSQL)', () => {
  const dialect = new PgDialect();

  /** EXPLAIN as APP_ROLE for DEMO_CLIENT_ID, on one connection of the owner (a superuser may LOAD auto_explain). */
  async function explain(statement: SQL, products = 0): Promise<{ plan: string; nested: string }> {
    const client = new pg.Client({ connectionString: test.url! });
    const logged: string[] = [];
    client.on('notice', (notice) => logged.push(notice.message ?? ''));
    await client.connect();
    try {
      await client.query('BEGIN');
      if (products > 0) {
        // Rolled back with the rest: enough of the client's products that an index beats reading them all.
        await client.query(`SELECT set_config('app.operator', 'on', true)`);
        await client.query(
          `INSERT INTO products (client_id, sku, name, handle, length_cm, width_cm, height_cm, weight_kg)
           SELECT $1, 'FILL-' || g, 'Camiseta ' || (g % 997) || ' modelo ' || g, 'fill-' || g, 10, 10, 10, 1
             FROM generate_series(1, $2::int) g`,
          [DEMO_CLIENT_ID, products],
        );
        // What VACUUM would do after the load: move the GIN indexes' pending entries into the indexes.
        await client.query(`ANALYZE products; SELECT set_config('app.operator', '', true);
          SELECT gin_clean_pending_list(i::regclass) FROM unnest(ARRAY['products_sku_lower_trgm_idx',
            'products_name_lower_trgm_idx', 'products_barcode_lower_trgm_idx']) i`);
      }
      await client.query("LOAD 'auto_explain'");
      await client.query(`SET LOCAL auto_explain.log_min_duration = 0;
        SET LOCAL auto_explain.log_nested_statements = on; SET LOCAL client_min_messages = log;
        SET LOCAL enable_seqscan = off`);
      await client.query(`SELECT set_config('role', $1, true), set_config('app.client_id', $2, true)`, [
        APP_ROLE,
        DEMO_CLIENT_ID,
      ]);
      const query = dialect.sqlToQuery(sql`EXPLAIN (COSTS OFF) ${statement}`);
      const result = await client.query<{ 'QUERY PLAN': string }>(query.sql, query.params as unknown[]);
      const plan = result.rows.map((r) => r['QUERY PLAN']).join('\n');
      // EXPLAIN does not run the function; running the statement logs its nested statements' plans.
      const run = dialect.sqlToQuery(statement);
      await client.query(run.sql, run.params as unknown[]);
      await client.query('ROLLBACK');
      return { plan, nested: logged.join('\n') };
    } finally {
      await client.end();
    }
  }

  const scope = { clientId: DEMO_CLIENT_ID, shopIds: null, warehouseIds: null };
  const orderSearch = (field: string, value: string) =>
    orderListStatements(scope, readListQuery({ 'search[field]': field, 'search[value]': value }, 'UTC'));

  onPostgres.each([
    ['reference', `r${T}-1`, 'orders_client_reference_lower_idx', 'reference_lower'],
    ['customerName', `zoe ${T}`, 'orders_client_customer_name_lower_idx', 'customer_name_lower'],
    ['customerEmail', `zoe.${T}`, 'orders_client_customer_email_lower_idx', 'customer_email_lower'],
    ['sku', `s${T}-á`, 'order_lines_client_sku_lower_idx', 'sku_lower'],
  ])(
    'the orders search by %s reads %s with the range as its index condition',
    async (field, value, index, column) => {
      for (const statement of Object.values(orderSearch(field, value))) {
        const { plan } = await explain(statement);
        expect(plan).toContain(index);
        expect(plan).toMatch(new RegExp(`Index Cond: .*${column} ~>=~`));
      }
    },
  );

  onPostgres('the inventory list’s starts-with reads the lower-case column’s index', async () => {
    const request = inventoryPageRequest({ filter: `sku:starts-with:q${T}-a` });
    const { plan } = await explain(inventoryListSql(DEMO_CLIENT_ID, request));
    expect(plan).toContain('products_client_sku_lower_idx');
    expect(plan).toMatch(/Index Cond: .*sku_lower ~>=~/);
  });

  onPostgres('the inventory list’s contains runs the trigram index inside product_ids_matching', async () => {
    const request = inventoryPageRequest({ 'search[field]': 'name', 'search[value]': `roja 100% ${T}` });
    const { plan, nested } = await explain(inventoryListSql(DEMO_CLIENT_ID, request), 20_000);
    expect(plan).toContain('Function Scan on product_ids_matching');
    expect(nested).toMatch(/Bitmap Index Scan on products_name_lower_trgm_idx/);
  });
});
