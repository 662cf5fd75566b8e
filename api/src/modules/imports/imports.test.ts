import { and, asc, eq } from 'drizzle-orm';
import { events } from '../../platform/events/outbox.js';
import { bundleComponents, products, shopListings } from '../../platform/db/schema.js';
import { asClient } from '../../platform/db/scope.js';
import type { Job } from '../../platform/jobs/schemas.js';
import {
  DEMO_CLIENT_ID,
  DEMO_MAIN_SHOP_ID,
  DEMO_USER_ID,
  OTHER_CLIENT_ID,
  OTHER_USER_ID,
} from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { multipartFile } from '../../test/multipart.js';
import { tokenFor, waitFor } from '../../test/sockets.js';
import { FILE_ERRORS } from './csv.js';
import { UPLOAD_ERRORS } from './routes.js';
import type { ImportAccepted, ImportPreview, ImportResult } from './schemas.js';

/** pg-boss's lowest polling, so an enqueued import starts within half a second. */
const FAST = { JOB_POLLING_INTERVAL_MS: '500' };
const PRODUCT_HEADER = 'sku,name,barcode,length_cm,width_cm,height_cm,weight_kg,declared_value,currency';

describe('CSV imports (templates, preview, upload as a job, rejected rows)', () => {
  let t: TestApp;
  let demo: string;
  let other: string;

  beforeAll(async () => {
    t = await startTestApp({ env: FAST });
    demo = await tokenFor(t, { userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID });
    other = await tokenFor(t, { userId: OTHER_USER_ID, clientId: OTHER_CLIENT_ID });
  });
  afterAll(() => t.close());

  const send = (url: string, content: string | Buffer, token = demo, fileName = 'products.csv') => {
    const { payload, headers } = multipartFile(content, { fileName });
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
  };
  const get = (url: string, token = demo) =>
    t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  const finished = (jobId: string) =>
    waitFor(
      `import job ${jobId}`,
      async () => {
        const job = (await get(`/jobs/${jobId}`)).json<Job>();
        return ['succeeded', 'failed'].includes(job.status) ? job : null;
      },
      30_000,
    );
  const importFile = async (kind: string, csv: string, fileName = `${kind}.csv`) => {
    const response = await send(`/imports/${kind}`, csv, demo, fileName);
    expect(response.statusCode).toBe(202);
    const accepted = response.json<ImportAccepted>();
    const job = await finished(accepted.jobId);
    expect(job).toMatchObject({ status: 'succeeded', kind: `import.${kind}` });
    return { accepted, job, result: job.result as ImportResult };
  };
  const demoProducts = (skus: string[]) =>
    asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
      (await tx.select().from(products).where(eq(products.clientId, DEMO_CLIENT_ID))).filter((p) =>
        skus.includes(p.sku),
      ),
    );

  it("hands out each kind's template: its header and example rows, as UTF-8 CSV with a BOM", async () => {
    const response = await get('/imports/products/template.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="products-template.csv"');
    expect(response.body.startsWith('\uFEFFsku,name,barcode,length_cm')).toBe(true);
    expect(response.body.split('\r\n')).toHaveLength(4);
    const links = await get('/imports/links/template.csv');
    expect(links.body.split('\r\n')[0]).toBe('\uFEFFshop,listing,product_sku');
    const orders = await get('/imports/orders/template.csv');
    expect(orders.body.split('\r\n')[0]).toBe(
      '\uFEFForder_number,shop,warehouse,customer_name,customer_email,customer_phone,address_line1,' +
        'address_line2,city,state,postal_code,country,sku,quantity',
    );
    expect((await get('/imports/returns/template.csv')).statusCode).toBe(400);
  });

  it('previews a partly bad file: each bad row with its reason, and nothing written', async () => {
    const csv = [
      PRODUCT_HEADER,
      'PV-1,Taza blanca,,10,10,12,0.350,99.90,MXN',
      'PV-2,Taza negra,,0,10,12,0.350,,',
      'PV-3,,,10,10,12,0.350,,',
      'PV-1,Taza blanca,,10,10,12,0.350,99.90,MXN',
      'PV-1,Taza roja,,10,10,12,0.350,99.90,MXN',
      'PV-4,Plato,,10,10,abc,1,,',
      'PV-5,Vaso,,10,10,12',
    ].join('\n');
    const response = await send('/imports/products/preview', csv);
    expect(response.statusCode).toBe(200);
    const preview = response.json<ImportPreview>();
    expect(preview).toMatchObject({
      kind: 'products',
      fileName: 'products.csv',
      rows: 7,
      counts: { created: 1, updated: 0, skipped: 1, rejected: 5 },
    });
    expect(preview.rejected.map(({ line, code, column, value }) => ({ line, code, column, value }))).toEqual([
      { line: 3, code: 'decimal', column: 'length_cm', value: '2' },
      { line: 4, code: 'required', column: 'name', value: null },
      { line: 6, code: 'repeated', column: null, value: '2' },
      { line: 7, code: 'decimal', column: 'height_cm', value: '2' },
      { line: 8, code: 'cellCount', column: null, value: '6' },
    ]);
    expect(preview.rejected[0]).toMatchObject({
      cells: expect.objectContaining({ sku: 'PV-2', length_cm: '0' }),
      message: 'length_cm must be a number greater than 0 with at most 2 decimals.',
    });
    expect(await demoProducts(['PV-1', 'PV-2'])).toEqual([]);
  });

  it('imports a good file as a job: products created, progress on the job and in products.sync_progress events', async () => {
    const rows = Array.from({ length: 620 }, (_, i) => `GOOD-${i},Producto ${i},,10.5,8,3,0.2,120.50,MXN`);
    const { accepted, job, result } = await importFile('products', [PRODUCT_HEADER, ...rows].join('\r\n'));
    expect(accepted).toMatchObject({ fileName: 'products.csv', rows: 620, replayed: false });
    expect(job.progress).toEqual({ current: 620, total: 620 });
    expect(result).toEqual({
      importId: accepted.importId,
      kind: 'products',
      fileName: 'products.csv',
      rows: 620,
      created: 620,
      updated: 0,
      skipped: 0,
      rejected: 0,
      rejectedCsv: null,
    });
    const [stored] = await demoProducts(['GOOD-7']);
    expect(stored).toMatchObject({
      name: 'Producto 7',
      handle: 'producto-7',
      lengthCm: '10.50',
      weightKg: '0.200',
      declaredValueMinor: 12050,
    });
    // The spec's updated-products-count, one per batch of 500, naming the main shop.
    const progress = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
      tx
        .select({ payload: events.payload })
        .from(events)
        .where(and(eq(events.clientId, DEMO_CLIENT_ID), eq(events.name, 'products.sync_progress')))
        // Without an order PostgreSQL may hand the rows back in any order (CI saw 620 before 500).
        .orderBy(asc(events.id)),
    );
    expect(progress.map((row) => row.payload)).toEqual([
      expect.objectContaining({ current: 500, total: 620, shopId: DEMO_MAIN_SHOP_ID }),
      expect.objectContaining({ current: 620, total: 620, shopId: DEMO_MAIN_SHOP_ID }),
    ]);
    expect(typeof progress[0]!.payload.shop).toBe('string');
  });

  it('writes the good rows of a partly bad file and hands the bad ones back with a reason column', async () => {
    const csv = [
      PRODUCT_HEADER,
      'PART-1,Lámpara,7500000000011,30,30,40,1.5,899,MXN',
      'PART-2,"Silla, plegable",,45,45,80,3.2,1299.00,mxn',
      'PART-3,Mesa,7500000000011,90,60,75,12,,',
      'PART-4,Banco,,30,30,0,2,,',
    ].join('\n');
    const { job, result } = await importFile('products', csv, 'muebles.csv');
    expect(result).toMatchObject({ rows: 4, created: 2, updated: 0, skipped: 0, rejected: 2 });
    expect(result.rejectedCsv).toBe(`/imports/${job.id}/rejected.csv`);
    expect((await demoProducts(['PART-1', 'PART-2', 'PART-3', 'PART-4'])).map((p) => p.sku).sort()).toEqual([
      'PART-1',
      'PART-2',
    ]);
    const rejected = await get(result.rejectedCsv!);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.headers['content-disposition']).toBe('attachment; filename="muebles-rejected.csv"');
    expect(rejected.body.split('\r\n')).toEqual([
      '\uFEFFline,sku,name,barcode,length_cm,width_cm,height_cm,weight_kg,declared_value,currency,low_stock_threshold,image_url,reason_code,reason',
      '4,PART-3,Mesa,7500000000011,90,60,75,12,,,,,barcodeTaken,The barcode 7500000000011 is already used by another product.',
      '5,PART-4,Banco,,30,30,0,2,,,,,decimal,height_cm must be a number greater than 0 with at most 2 decimals.',
      '',
    ]);
  });

  it('creates nothing twice: the same file gives the same job, and known rows with the same values are skipped', async () => {
    const csv = [PRODUCT_HEADER, 'TWICE-1,Jarra,,20,20,25,0.9,150,MXN', 'TWICE-2,Vaso,,8,8,12,0.2,,'].join(
      '\n',
    );
    const first = await importFile('products', csv);
    const again = await send('/imports/products', csv);
    expect(again.statusCode).toBe(202);
    expect(again.json<ImportAccepted>()).toEqual({ ...first.accepted, replayed: true });
    // Another file (one row changed, one new, one the same as stored): only the differences are written.
    const changed = [
      PRODUCT_HEADER,
      'TWICE-1,Jarra,,20.00,20,25,0.900,150.00,MXN',
      'TWICE-2,Vaso alto,,8,8,15,0.2,,',
      'TWICE-3,Plato,,25,25,3,0.6,,',
    ].join('\n');
    const second = await importFile('products', changed);
    expect(second.result).toMatchObject({ created: 1, updated: 1, skipped: 1, rejected: 0 });
    const stored = await demoProducts(['TWICE-1', 'TWICE-2', 'TWICE-3']);
    expect(stored).toHaveLength(3);
    expect(stored.find((p) => p.sku === 'TWICE-2')).toMatchObject({ name: 'Vaso alto', heightCm: '15.00' });
  });

  it('takes an Idempotency-Key: the same key and file answer the first 202 again, another file with it 422', async () => {
    const csv = [PRODUCT_HEADER, 'KEYED-1,Taza,,9,9,10,0.3,,'].join('\n');
    const sendKeyed = (content: string, key: string) => {
      const { payload, headers } = multipartFile(content, { fileName: 'keyed.csv' });
      return t.app.inject({
        method: 'POST',
        url: '/imports/products',
        payload,
        headers: { ...headers, authorization: `Bearer ${demo}`, 'idempotency-key': key },
      });
    };
    const key = `import-${Date.now()}`;
    const [first, second] = await Promise.all([sendKeyed(csv, key), sendKeyed(csv, key)]);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    const accepted = [first.json<ImportAccepted>(), second.json<ImportAccepted>()];
    expect(accepted[1].jobId).toBe(accepted[0].jobId);
    expect(accepted.map((a) => a.replayed).sort()).toEqual([false, true]);
    await finished(accepted[0].jobId);

    const other = await sendKeyed([PRODUCT_HEADER, 'KEYED-2,Plato,,9,9,10,0.3,,'].join('\n'), key);
    expect(other.statusCode).toBe(422);
    expect(other.json<{ message: string }>().message).toMatch(/Idempotency-Key/);
    // A new key for the same file: the file's own check still answers its import, nothing twice.
    const sameFile = await sendKeyed(csv, `${key}-b`);
    expect(sameFile.statusCode).toBe(202);
    expect(sameFile.json<ImportAccepted>()).toMatchObject({ jobId: accepted[0].jobId, replayed: true });
  });

  it('reads a semicolon-separated file with a BOM and decimal commas', async () => {
    const csv = '\uFEFFsku;name;length_cm;width_cm;height_cm;weight_kg\nSEMI-1;Cojín;40;40;12,5;0,45\n';
    const { result } = await importFile('products', csv);
    expect(result).toMatchObject({ created: 1, rejected: 0 });
    expect((await demoProducts(['SEMI-1']))[0]).toMatchObject({ heightCm: '12.50', weightKg: '0.450' });
  });

  it.each([
    ['not UTF-8', Buffer.from([0x73, 0x6b, 0x75, 0x0a, 0xff, 0xfe, 0x41]), FILE_ERRORS.encoding],
    ['binary', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08]), FILE_ERRORS.binary],
    ['empty', Buffer.alloc(0), FILE_ERRORS.empty],
    ['header only', Buffer.from(`${PRODUCT_HEADER}\n`), FILE_ERRORS.noRows],
    [
      'unclosed quote',
      Buffer.from(`${PRODUCT_HEADER}\n"A,b`),
      expect.stringContaining('The file is not valid CSV'),
    ],
    [
      'the wrong header',
      Buffer.from('code,title\nA,b\n'),
      'Missing column(s): sku, name, length_cm, width_cm, height_cm, weight_kg. Unknown column(s): code, title. ' +
        'The header must name these columns: sku, name, barcode, length_cm, width_cm, height_cm, weight_kg, ' +
        'declared_value, currency, low_stock_threshold, image_url.',
    ],
  ])('refuses a file that is %s with a 400 and its reason', async (_name, content, message) => {
    const response = await send('/imports/products', content);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('takes a file of several megabytes, past the 1 MB body limit of JSON requests', async () => {
    const url = `https://cdn.example.com/${'x'.repeat(1900)}.jpg`;
    const rows = Array.from({ length: 1700 }, (_, i) => `BIG-${i},Grande ${i},,1,1,1,1,,,,${url}`);
    const csv = [`${PRODUCT_HEADER},low_stock_threshold,image_url`, ...rows].join('\n');
    expect(Buffer.byteLength(csv)).toBeGreaterThan(3 * 1024 * 1024);
    const response = await send('/imports/products/preview', csv);
    expect(response.statusCode).toBe(200);
    expect(response.json<ImportPreview>().counts).toEqual({
      created: 1700,
      updated: 0,
      skipped: 0,
      rejected: 0,
    });
  });

  it('refuses a file over 10 MB with a 413, and a request that is not multipart with a 400', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
    const response = await send('/imports/products', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: UPLOAD_ERRORS.tooLarge });
    const json = await t.app.inject({
      method: 'POST',
      url: '/imports/products',
      payload: { file: 'sku' },
      headers: { authorization: `Bearer ${demo}` },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ message: UPLOAD_ERRORS.notMultipart });
  });

  it('keeps an import to its merchant: another merchant cannot read the job or its rejected rows', async () => {
    const { job } = await importFile('products', [PRODUCT_HEADER, 'MINE-1,X,,0,1,1,1,,'].join('\n'));
    expect((await get(`/jobs/${job.id}`, other)).statusCode).toBe(404);
    const rejected = await get(`/imports/${job.id}/rejected.csv`, other);
    expect(rejected.statusCode).toBe(404);
    expect((await get(`/imports/${job.id}/rejected.csv`)).statusCode).toBe(200);
  });

  it("imports shop listings into the caller's shops only, then links them to products by external id or SKU", async () => {
    const listings = await importFile(
      'listings',
      [
        'shop,external_id,sku,title,price',
        `${DEMO_MAIN_SHOP_ID},L-100,GOOD-1,Producto uno,120.5`,
        "nobody's shop,L-101,GOOD-2,Producto dos,1",
        `${DEMO_MAIN_SHOP_ID},L-102,LIST-SKU,Producto tres,`,
      ].join('\n'),
    );
    expect(listings.result).toMatchObject({ created: 2, rejected: 1 });
    const links = await importFile(
      'links',
      [
        'shop,listing,product_sku',
        `${DEMO_MAIN_SHOP_ID},L-100,GOOD-1`,
        `${DEMO_MAIN_SHOP_ID},LIST-SKU,GOOD-3`,
        `${DEMO_MAIN_SHOP_ID},L-999,GOOD-3`,
        `${DEMO_MAIN_SHOP_ID},L-102,NO-SUCH-SKU`,
      ].join('\n'),
    );
    expect(links.result).toMatchObject({ created: 2, rejected: 2 });
    const rows = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
      tx.select().from(shopListings).where(eq(shopListings.shopId, DEMO_MAIN_SHOP_ID)),
    );
    const [good1] = await demoProducts(['GOOD-1']);
    expect(rows.find((l) => l.externalId === 'L-100')).toMatchObject({
      priceMinor: 12050,
      productId: good1!.id,
    });
    const rejected = await get(links.result.rejectedCsv!);
    expect(rejected.body).toContain('listingUnknown');
    expect(rejected.body).toContain('productUnknown');
  });

  it('imports bundle components between existing products, refusing a bundle inside a bundle', async () => {
    const { result } = await importFile(
      'bundles',
      [
        'bundle_sku,component_sku,quantity',
        'GOOD-10,GOOD-11,2',
        'GOOD-10,GOOD-12,1',
        'GOOD-13,GOOD-10,1',
        'GOOD-10,GOOD-10,1',
        'GOOD-10,NO-SUCH,1',
        'GOOD-14,GOOD-15,0',
      ].join('\n'),
    );
    expect(result).toMatchObject({ created: 2, rejected: 4 });
    const [bundle] = await demoProducts(['GOOD-10']);
    expect(bundle!.isBundle).toBe(true);
    const components = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
      tx.select().from(bundleComponents).where(eq(bundleComponents.bundleId, bundle!.id)),
    );
    expect(components.map((c) => c.quantity).sort()).toEqual([1, 2]);
    const reasons = (await get(result.rejectedCsv!)).body;
    for (const code of ['componentIsBundle', 'componentSelf', 'productUnknown', 'integer']) {
      expect(reasons).toContain(code);
    }
  });
});
