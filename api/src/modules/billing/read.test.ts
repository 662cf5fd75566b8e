// Billing's read side through Fastify's inject, on PGlite by default and on PostgreSQL with DATABASE_URL: the
// warehouses with the month so far (running balance by day, live figures of the open invoice, the issued one's as
// issued, what is due), the charges list (filters by kind and the warehouse's days, paging, totals), the CSV
// exports, the invoice (JSON, CSV, and the PDF parsed: its lines add up to its subtotal and total), the visibility
// guard's three ways in and its refusal, bad input as 400 with the reason, and tenancy (another merchant sees
// none of it: 404 for the invoice, no charges).
import { parse } from 'csv-parse/sync';
import { OTHER_CLIENT_ID, DEMO_CLIENT_ID, DEMO_USER_ID, OTHER_USER_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { stockedProducts } from '../orders/floor-test-support.js';
import { readPdf } from '../receiving/pdf-reader.js';
import { todayIn } from '../receiving/send-inventory.js';
import { prepareUsers, request, type Tokens } from '../receiving/test-support.js';
import * as STORED from '../../platform/db/billing-schema.js';
import { chargesCsv, ruleText, centsToDecimal, centsToMoney } from './documents.js';
import { BillingReadService, parseDay, READ_MESSAGES } from './read-service.js';
import {
  invoiceWithCharges,
  processOrderRule,
  type TestCharge,
  type TestInvoice,
} from './read-test-support.js';
import {
  CHARGE_KINDS,
  CHARGE_SOURCE_TYPES,
  DISPUTE_STATUSES,
  INVOICE_STATUSES,
  type BillingWarehouses,
  type ChargeRule,
  type ChargeList,
  type InvoiceDetail,
} from './schemas.js';
import { billingVisible, VISIBILITY_MESSAGES } from './visibility.js';

/** Buenos Aires: ARS, IVA 21 % (half-up shows on 9,750 → 2,047.5 → 2,048), UTC-3 all year. */
const WAREHOUSE = 'WH-AR-BUE';
const TIME_ZONE = 'America/Argentina/Buenos_Aires';

const OCTOBER: TestCharge[] = [
  {
    kind: 'reception',
    occurredAt: '2026-10-03T15:00:00Z',
    quantity: '1',
    unit: 'box',
    unitPriceCents: 4500,
    amountCents: 4500,
    rule: {
      category: 'reception',
      serviceId: 'svc-r',
      serviceName: 'Box reception',
      serviceMin: null,
      serviceMax: null,
      serviceUnit: 'box',
      rangeIndex: 1,
      rangeMin: 1,
      rangeMax: null,
      price: '45.00',
      tier: 1,
      openEnded: true,
    },
    sourceType: 'receiving_box',
    sourceId: 'box-1:svc-r',
    sourceLabel: 'RO-1001 · box 2',
  },
  {
    kind: 'process_order',
    occurredAt: '2026-10-03T18:00:00Z',
    quantity: '1',
    unit: 'order',
    unitPriceCents: 2150,
    amountCents: 2150,
    rule: processOrderRule(120, [101, 500], '21.50'),
    sourceType: 'order',
    sourceId: 'order-100042',
    sourceLabel: 'order #100042',
  },
  {
    kind: 'process_order',
    occurredAt: '2026-10-15T20:00:00Z',
    quantity: '1',
    unit: 'order',
    unitPriceCents: 2150,
    amountCents: 2150,
    rule: processOrderRule(121, [101, 500], '21.50'),
    sourceType: 'order',
    sourceId: 'order-100043',
    sourceLabel: 'order #100043',
  },
  {
    kind: 'extra_product',
    occurredAt: '2026-10-15T20:00:00Z',
    quantity: '2',
    unit: 'product',
    unitPriceCents: 350,
    amountCents: 700,
    rule: { ...processOrderRule(121, [101, 500], '21.50'), extraProduct: true },
    sourceType: 'order',
    sourceId: 'order-100043',
    sourceLabel: 'order #100043',
  },
  {
    // 23:30 on the 15th in Buenos Aires: a day filter is the warehouse's calendar, not UTC's.
    kind: 'storage',
    occurredAt: '2026-10-16T02:30:00Z',
    quantity: '0.375',
    unit: 'm3',
    unitPriceCents: 1999,
    amountCents: 750,
    rule: {
      category: 'storage',
      serviceId: null,
      serviceName: 'Storage',
      serviceMin: null,
      serviceMax: null,
      serviceUnit: null,
      rangeIndex: 0,
      rangeMin: 0,
      rangeMax: 10,
      price: '19.99',
      tier: 0.375,
      openEnded: false,
      periodDays: 31,
    },
    sourceType: 'storage_day',
    sourceId: `${WAREHOUSE}:2026-10-15`,
    sourceLabel: '2026-10-15',
  },
  {
    kind: 'credit',
    occurredAt: '2026-10-20T17:00:00Z',
    quantity: '1',
    unit: 'order',
    unitPriceCents: -500,
    amountCents: -500,
    rule: { reason: 'Counted twice, "rush" order' },
    sourceType: 'charge',
    sourceId: '',
    sourceLabel: 'credit · order #100042',
    corrects: 1,
  },
];
const OCTOBER_SUBTOTAL = 9750;

let t: TestApp;
let tokens: Tokens;
let october: TestInvoice;
let september: TestInvoice;
let miami: TestInvoice;
let others: TestInvoice;

beforeAll(async () => {
  t = await startTestApp();
  tokens = await prepareUsers(t);
  const { database } = t.testDatabase;
  september = await invoiceWithCharges(database, {
    clientId: DEMO_CLIENT_ID,
    warehouseId: WAREHOUSE,
    periodMonth: '2026-09-01',
    currency: 'ARS',
    charges: [
      {
        ...OCTOBER[1]!,
        occurredAt: '2026-09-10T16:00:00Z',
        sourceId: 'order-100001',
        sourceLabel: 'order #100001',
      },
      {
        ...OCTOBER[4]!,
        occurredAt: '2026-09-11T06:00:00Z',
        sourceId: `${WAREHOUSE}:2026-09-11`,
        amountCents: 1000,
      },
    ],
    // Issued at 16 % although Argentina's rate is 21 %: the issued figures are read, never recomputed.
    issue: { taxRateBasisPoints: 1600, taxCents: 504, issuedAt: '2026-10-01T07:00:00Z', dueOn: '2026-10-16' },
  });
  october = await invoiceWithCharges(database, {
    clientId: DEMO_CLIENT_ID,
    warehouseId: WAREHOUSE,
    periodMonth: '2026-10-01',
    currency: 'ARS',
    charges: OCTOBER,
  });
  miami = await invoiceWithCharges(database, {
    clientId: DEMO_CLIENT_ID,
    warehouseId: 'WH-US-MIA',
    periodMonth: '2026-10-01',
    currency: 'USD',
    charges: [
      {
        ...OCTOBER[1]!,
        amountCents: 1000,
        unitPriceCents: 1000,
        sourceId: 'order-300001',
        sourceLabel: 'order #300001',
      },
    ],
  });
  others = await invoiceWithCharges(database, {
    clientId: OTHER_CLIENT_ID,
    warehouseId: WAREHOUSE,
    periodMonth: '2026-10-01',
    currency: 'ARS',
    charges: [{ ...OCTOBER[1]!, amountCents: 9999, sourceId: 'order-200001', sourceLabel: 'order #200001' }],
  });
}, 120_000);

afterAll(() => t?.close());

const get = (url: string, token = tokens.merchant, headers: Record<string, string> = {}) =>
  request(t, token, { method: 'GET', url, headers });
const chargesUrl = (query = '', warehouse = WAREHOUSE) =>
  `/client/billing/warehouse/${warehouse}/charges${query ? `?${query}` : ''}`;
const invoiceUrl = (invoice: TestInvoice, suffix = '', warehouse = WAREHOUSE) =>
  `/client/invoice/${warehouse}/${invoice.id}${suffix}`;
const csvRows = (body: string): string[][] => parse(body.replace(/^\uFEFF/, ''), { relaxColumnCount: true });

describe('GET /client/billing/warehouses', () => {
  it("gives each warehouse's month so far, day by day, its invoices and what is due", async () => {
    const response = await get('/client/billing/warehouses');
    expect(response.statusCode).toBe(200);
    const { warehouses } = response.json<BillingWarehouses>();
    const buenosAires = warehouses.find((one) => one.warehouseId === WAREHOUSE)!;
    expect(buenosAires).toMatchObject({
      warehouseName: 'Buenos Aires',
      countryCode: 'AR',
      currency: 'ARS',
      timeZone: TIME_ZONE,
      dueCents: 3150 + 504,
    });
    expect(buenosAires.month).toMatchObject({
      invoiceId: october.id,
      periodMonth: '2026-10-01',
      subtotalCents: OCTOBER_SUBTOTAL,
      taxRateBasisPoints: 2100,
      taxCents: 2048,
      totalCents: OCTOBER_SUBTOTAL + 2048,
      chargeCount: 6,
    });
    // Per kind, in the kinds' order (the dashboard's widget): the credit under its own kind, adding up to the month.
    expect(buenosAires.month.byKind).toEqual([
      { kind: 'reception', amountCents: 4500, chargeCount: 1 },
      { kind: 'storage', amountCents: 750, chargeCount: 1 },
      { kind: 'process_order', amountCents: 2150 * 2, chargeCount: 2 },
      { kind: 'extra_product', amountCents: 700, chargeCount: 1 },
      { kind: 'credit', amountCents: -500, chargeCount: 1 },
    ]);
    expect(buenosAires.month.byKind.reduce((sum, one) => sum + one.amountCents, 0)).toBe(OCTOBER_SUBTOTAL);
    // The month is over (its invoice waits for the job): every day of October, balance running.
    const days = buenosAires.month.days;
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual({ day: '2026-10-01', amountCents: 0, balanceCents: 0 });
    expect(days.find((one) => one.day === '2026-10-03')).toEqual({
      day: '2026-10-03',
      amountCents: 6650,
      balanceCents: 6650,
    });
    expect(days.find((one) => one.day === '2026-10-15')).toEqual({
      day: '2026-10-15',
      amountCents: 2150 + 700 + 750,
      balanceCents: 10_250,
    });
    expect(days.at(-1)).toEqual({ day: '2026-10-31', amountCents: 0, balanceCents: OCTOBER_SUBTOTAL });
    expect(buenosAires.invoices).toEqual([
      {
        id: october.id,
        number: october.number,
        periodMonth: '2026-10-01',
        status: 'open',
        subtotalCents: OCTOBER_SUBTOTAL,
        taxCents: 2048,
        totalCents: OCTOBER_SUBTOTAL + 2048,
        currency: 'ARS',
        issuedAt: null,
        dueOn: null,
        paidAt: null,
      },
      {
        id: september.id,
        number: september.number,
        periodMonth: '2026-09-01',
        status: 'issued',
        subtotalCents: 3150,
        taxCents: 504,
        totalCents: 3654,
        currency: 'ARS',
        issuedAt: '2026-10-01T07:00:00.000Z',
        dueOn: '2026-10-16',
        paidAt: null,
      },
    ]);
    const usa = warehouses.find((one) => one.warehouseId === 'WH-US-MIA')!;
    expect(usa.month).toMatchObject({
      taxRateBasisPoints: 0,
      taxCents: 0,
      subtotalCents: 1000,
      totalCents: 1000,
    });
  });

  it('lists a warehouse where the client only has stock: the current month, nothing charged yet', async () => {
    await stockedProducts(t.testDatabase.database, DEMO_CLIENT_ID, 'WH-MX-MTY', [null], 5);
    const { warehouses } = (await get('/client/billing/warehouses')).json<BillingWarehouses>();
    const monterrey = warehouses.find((one) => one.warehouseId === 'WH-MX-MTY')!;
    const today = todayIn('America/Monterrey');
    expect(monterrey).toMatchObject({ currency: 'MXN', invoices: [], dueCents: 0 });
    expect(monterrey.month).toMatchObject({
      invoiceId: null,
      periodMonth: `${today.slice(0, 8)}01`,
      subtotalCents: 0,
      taxRateBasisPoints: 1600,
      totalCents: 0,
      chargeCount: 0,
      byKind: [],
    });
    expect(monterrey.month.days.at(-1)).toEqual({ day: today, amountCents: 0, balanceCents: 0 });
    expect(monterrey.month.days).toHaveLength(Number(today.slice(8)));
  });

  it("shows another merchant only their own warehouse's month", async () => {
    const { warehouses } = (
      await get('/client/billing/warehouses', tokens.otherMerchant)
    ).json<BillingWarehouses>();
    const buenosAires = warehouses.find((one) => one.warehouseId === WAREHOUSE)!;
    expect(buenosAires.month).toMatchObject({ invoiceId: others.id, subtotalCents: 9999, chargeCount: 1 });
    expect(buenosAires.month.byKind).toEqual([{ kind: 'process_order', amountCents: 9999, chargeCount: 1 }]);
    expect(buenosAires.invoices.map((invoice) => invoice.id)).toEqual([others.id]);
    expect(warehouses.find((one) => one.warehouseId === 'WH-US-MIA')).toBeUndefined();
  });
});

describe('GET /client/billing/warehouse/:warehouseId/charges', () => {
  it('lists the charges newest first with their invoice, credits and totals', async () => {
    const response = await get(chargesUrl());
    expect(response.statusCode).toBe(200);
    const list = response.json<ChargeList>();
    expect(list.totalRows).toBe(8);
    expect(list.totalCents).toBe(OCTOBER_SUBTOTAL + 3150);
    expect(list.currency).toBe('ARS');
    const occurred = list.charges.map((charge) => charge.occurredAt);
    expect(occurred).toEqual([...occurred].sort().reverse());
    const credited = list.charges.find((charge) => charge.id === october.chargeIds[1])!;
    expect(credited).toMatchObject({
      kind: 'process_order',
      quantity: '1',
      unit: 'order',
      unitPriceCents: 2150,
      amountCents: 2150,
      currency: 'ARS',
      priceListVersion: 1,
      sourceType: 'order',
      sourceLabel: 'order #100042',
      correctsChargeId: null,
      invoiceId: october.id,
      invoiceNumber: october.number,
      invoiceStatus: 'open',
      creditedCents: -500,
      dispute: null,
    });
    expect(credited.rule).toMatchObject({
      serviceName: 'Small package',
      rangeMin: 101,
      rangeMax: 500,
      tier: 120,
    });
    const credit = list.charges.find((charge) => charge.kind === 'credit')!;
    expect(credit).toMatchObject({
      correctsChargeId: october.chargeIds[1],
      amountCents: -500,
      priceListVersion: null,
    });
    expect(
      list.charges.find((charge) => charge.kind === 'storage' && charge.invoiceId === october.id),
    ).toMatchObject({ quantity: '0.375' });
    expect(list.charges.some((charge) => charge.sourceLabel === 'order #200001')).toBe(false);
  });

  it('gives each charge its rule as billing stored it, whichever kind (the contract keeps every field)', async () => {
    const all = (await get(chargesUrl('from=2026-10-01&to=2026-10-31&limit=100'))).json<ChargeList>();
    for (const stored of OCTOBER) {
      const listed = all.charges.find(
        (charge) =>
          charge.kind === stored.kind && charge.occurredAt === new Date(stored.occurredAt).toISOString(),
      );
      expect(listed?.rule).toEqual(stored.rule);
    }
    // The extra product keeps its flag, which process order's member has not (the union's order matters).
    expect(all.charges.find((charge) => charge.kind === 'extra_product')?.rule).toMatchObject({
      extraProduct: true,
    });
  });

  it('filters by kind and by days of the warehouse, both included', async () => {
    const orders = (await get(chargesUrl('kind=process_order'))).json<ChargeList>();
    expect(orders.charges.map((charge) => charge.sourceLabel)).toEqual([
      'order #100043',
      'order #100042',
      'order #100001',
    ]);
    expect(orders.totalCents).toBe(3 * 2150);
    // The storage day at 02:30 UTC on the 16th is 23:30 on the 15th in Buenos Aires.
    const fifteenth = (await get(chargesUrl('from=2026-10-15&to=2026-10-15'))).json<ChargeList>();
    expect(fifteenth.charges.map((charge) => charge.kind).sort()).toEqual([
      'extra_product',
      'process_order',
      'storage',
    ]);
    expect(fifteenth.totalCents).toBe(3600);
    const sixteenth = (await get(chargesUrl('from=2026-10-16'))).json<ChargeList>();
    expect(sixteenth.charges.map((charge) => charge.kind)).toEqual(['credit']);
    const september = (await get(chargesUrl('to=2026-09-30'))).json<ChargeList>();
    expect(september).toMatchObject({ totalRows: 2, totalCents: 3150 });
  });

  it('pages, the totals counting every page', async () => {
    const all = (await get(chargesUrl('limit=100'))).json<ChargeList>();
    const second = (await get(chargesUrl('limit=3&page=2'))).json<ChargeList>();
    expect(second.charges.map((charge) => charge.id)).toEqual(
      all.charges.slice(3, 6).map((charge) => charge.id),
    );
    expect(second).toMatchObject({ totalRows: 8, totalCents: OCTOBER_SUBTOTAL + 3150 });
    const beyond = (await get(chargesUrl('limit=3&page=4'))).json<ChargeList>();
    expect(beyond).toMatchObject({ charges: [], totalRows: 8 });
  });

  it('answers 400 with the reason on bad input, 404 for an unknown warehouse', async () => {
    const refused = async (query: string) => {
      const response = await get(chargesUrl(query));
      expect(response.statusCode).toBe(400);
      return response.json<{ message: string }>().message;
    };
    expect(await refused('from=2026-02-30')).toBe(READ_MESSAGES.badDay('from', '2026-02-30'));
    expect(await refused('to=yesterday')).toBe(READ_MESSAGES.badDay('to', 'yesterday'));
    expect(await refused('from=2026-10-16&to=2026-10-15')).toBe(READ_MESSAGES.fromAfterTo);
    expect(await refused('kind=shipping')).toMatch(/kind/);
    expect(await refused('limit=101')).toMatch(/limit/);
    expect(await refused('page=0')).toMatch(/page/);
    const csv = await get(`/client/billing/warehouse/${WAREHOUSE}/charges.csv?from=2026-13-01`);
    expect(csv.statusCode).toBe(400);
    const unknown = await get(chargesUrl('', 'WH-XX-NONE'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(READ_MESSAGES.warehouseNotFound);
  });

  it("shows another merchant none of the demo merchant's charges", async () => {
    const list = (await get(chargesUrl(), tokens.otherMerchant)).json<ChargeList>();
    expect(list.charges.map((charge) => charge.sourceLabel)).toEqual(['order #200001']);
    expect(list).toMatchObject({ totalRows: 1, totalCents: 9999 });
    const miamiList = (await get(chargesUrl('', 'WH-US-MIA'), tokens.otherMerchant)).json<ChargeList>();
    expect(miamiList).toMatchObject({ charges: [], totalRows: 0, totalCents: 0, currency: 'USD' });
  });
});

describe('GET /client/billing/warehouse/:warehouseId/charges.csv', () => {
  it('downloads the filtered charges: header, decimals with 2 places, quantity, rule and source', async () => {
    const response = await get(`/client/billing/warehouse/${WAREHOUSE}/charges.csv?from=2026-10-01`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="charges-${WAREHOUSE}-2026-10-01.csv"`,
    );
    const [header, ...rows] = csvRows(response.body);
    expect(header).toEqual([
      'Date',
      'Kind',
      'Rule',
      'Source',
      'Quantity',
      'Unit',
      'Unit price',
      'Amount',
      'Currency',
      'Invoice',
      'Charge ID',
    ]);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual([
      '2026-10-20 14:00',
      'Credit',
      'Credit · Counted twice, "rush" order',
      'credit · order #100042',
      '1',
      'order',
      '-5.00',
      '-5.00',
      'ARS',
      `INV-${october.number}`,
      october.chargeIds[5],
    ]);
    expect(rows.find((row) => row[10] === october.chargeIds[1])).toEqual([
      '2026-10-03 15:00',
      'Process order',
      'Process order · Small package · 101–500 orders tier',
      'order #100042',
      '1',
      'order',
      '21.50',
      '21.50',
      'ARS',
      `INV-${october.number}`,
      october.chargeIds[1],
    ]);
    expect(rows.find((row) => row[1] === 'Storage')).toEqual(
      expect.arrayContaining(['2026-10-15 23:30', '0.375', 'm3', '19.99', '7.50']),
    );
    // RFC 4180 as written: CRLF line ends, a cell with a comma or quotes quoted, its quotes doubled; a BOM first.
    expect(response.body.startsWith('\uFEFFDate,Kind,Rule,')).toBe(true);
    expect(response.body).toContain('\r\n');
    expect(response.body).toContain(',"Credit · Counted twice, ""rush"" order",');
    // The amounts add up to the month's subtotal, to the cent.
    const cents = rows.reduce((sum, row) => sum + Math.round(Number(row[7]) * 100), 0);
    expect(cents).toBe(OCTOBER_SUBTOTAL);
  });

  it('speaks Spanish when asked, and gives another merchant only their rows', async () => {
    const spanish = await get(
      `/client/billing/warehouse/${WAREHOUSE}/charges.csv?kind=process_order`,
      tokens.merchant,
      {
        'accept-language': 'es-AR',
      },
    );
    const [header, first] = csvRows(spanish.body);
    expect(header?.[0]).toBe('Fecha');
    expect(first?.[2]).toBe('Procesamiento de pedido · Small package · tramo de 101–500 pedidos');
    const other = await get(`/client/billing/warehouse/${WAREHOUSE}/charges.csv`, tokens.otherMerchant);
    expect(
      csvRows(other.body)
        .slice(1)
        .map((row) => row[3]),
    ).toEqual(['order #200001']);
  });
});

describe('GET /client/invoice/:warehouseId/:invoiceId', () => {
  it('computes an open invoice live, grouped by kind', async () => {
    const response = await get(invoiceUrl(october));
    expect(response.statusCode).toBe(200);
    const detail = response.json<InvoiceDetail>();
    expect(detail.invoice).toMatchObject({
      id: october.id,
      status: 'open',
      subtotalCents: OCTOBER_SUBTOTAL,
      taxRateBasisPoints: 2100,
      taxCents: 2048,
      totalCents: OCTOBER_SUBTOTAL + 2048,
    });
    expect(detail.invoice.groups).toEqual([
      { kind: 'reception', amountCents: 4500, chargeCount: 1 },
      { kind: 'storage', amountCents: 750, chargeCount: 1 },
      { kind: 'process_order', amountCents: 4300, chargeCount: 2 },
      { kind: 'extra_product', amountCents: 700, chargeCount: 1 },
      { kind: 'credit', amountCents: -500, chargeCount: 1 },
    ]);
    expect(detail.warehouse).toEqual({
      id: WAREHOUSE,
      name: 'Buenos Aires',
      address: 'Av. Gral. Paz 15500, B1752 Lomas del Mirador, Buenos Aires',
      countryCode: 'AR',
    });
    expect(detail.client).toEqual({ id: DEMO_CLIENT_ID, name: expect.any(String) });
    // Oldest first (two charges of one order share their moment: their order between them is the id's).
    expect(detail.charges.map((charge) => charge.id).sort()).toEqual([...october.chargeIds].sort());
    const occurred = detail.charges.map((charge) => charge.occurredAt);
    expect(occurred).toEqual([...occurred].sort());
  });

  it('reads an issued invoice as issued', async () => {
    const detail = (await get(invoiceUrl(september))).json<InvoiceDetail>();
    expect(detail.invoice).toMatchObject({
      status: 'issued',
      subtotalCents: 3150,
      taxRateBasisPoints: 1600,
      taxCents: 504,
      totalCents: 3654,
      dueOn: '2026-10-16',
    });
  });

  it("answers another merchant 404, and the invoice under another warehouse's path 404", async () => {
    const other = await get(invoiceUrl(october), tokens.otherMerchant);
    expect(other.statusCode).toBe(404);
    expect(other.json<{ message: string }>().message).toBe(READ_MESSAGES.invoiceNotFound);
    for (const suffix of ['/pdf', '/csv'])
      expect((await get(invoiceUrl(october, suffix), tokens.otherMerchant)).statusCode).toBe(404);
    expect((await get(invoiceUrl(october, '', 'WH-US-MIA'))).statusCode).toBe(404);
    expect((await get(`/client/invoice/${WAREHOUSE}/not-a-uuid`)).statusCode).toBe(400);
  });

  it('downloads the invoice as CSV: its lines, then subtotal, tax and total', async () => {
    const response = await get(invoiceUrl(october, '/csv'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="INV-${october.number}.csv"`);
    const rows = csvRows(response.body);
    expect(rows).toHaveLength(1 + 6 + 3);
    // Every row names the invoice as the screens do.
    expect(rows.slice(1).every((row) => row[9] === `INV-${october.number}`)).toBe(true);
    expect(rows.slice(-3).map((row) => [row[0], row[7]])).toEqual([
      ['Subtotal', '97.50'],
      ['Tax (IVA 21%)', '20.48'],
      ['Total', '117.98'],
    ]);
    const usa = csvRows((await get(invoiceUrl(miami, '/csv', 'WH-US-MIA'))).body);
    expect(usa.slice(-2).map((row) => row[0])).toEqual(['Subtotal', 'Total']);
  });

  it('downloads the invoice as a PDF whose lines add up to its subtotal and total', async () => {
    const response = await get(invoiceUrl(october, '/pdf'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="INV-${october.number}.pdf"`);
    const lines = readPdf(response.rawPayload)
      .map((page) => page.text)
      .join('\n')
      .split('\n');
    const cents = (text: string) => {
      const match = /^(?:ARS )?(-?[\d,]+)\.(\d{2})$/.exec(text);
      if (!match) throw new Error(`not an amount: ${text}`);
      const whole = Number(match[1]!.replaceAll(',', ''));
      return whole * 100 + (whole < 0 || match[1]!.startsWith('-') ? -1 : 1) * Number(match[2]);
    };
    // The number as the screens write it (INV-…), from the one formatter.
    expect(lines).toEqual(
      expect.arrayContaining(['Estiba', `Invoice INV-${october.number}`, 'Period: 2026-10']),
    );
    expect(lines.some((line) => line.includes(`Invoice ${october.number}`))).toBe(false);
    // Read the lines as the PDF lays them out: after the column header (5 cells), each group's heading and sum,
    // then its rows of 6 cells (date, source, quantity, unit price, amount, and the rule under them).
    const detail = (await get(invoiceUrl(october))).json<InvoiceDetail>();
    let at = lines.indexOf('Amount') + 1;
    let sumOfLines = 0;
    for (const group of detail.invoice.groups) {
      expect(lines[at]).toMatch(/ · \d+ charges?$/);
      const groupCents = cents(lines[at + 1]!);
      at += 2;
      let rows = 0;
      for (let row = 0; row < group.chargeCount; row += 1) {
        rows += cents(lines[at + 4]!);
        at += 6;
      }
      expect(rows).toBe(groupCents);
      sumOfLines += rows;
    }
    const figure = (label: string) => cents(lines[lines.indexOf(label) + 1]!);
    expect(figure('Subtotal')).toBe(sumOfLines);
    expect(sumOfLines).toBe(OCTOBER_SUBTOTAL);
    expect(figure('Tax (IVA 21%)')).toBe(2048);
    expect(figure('Total')).toBe(sumOfLines + figure('Tax (IVA 21%)'));
    expect(lines).toContain('Process order · Small package · 101–500 orders tier');
    expect(lines).toContain('RO-1001 · box 2');

    // No tax line where the country has none; Spanish when asked.
    const usa = readPdf(
      (await get(invoiceUrl(miami, '/pdf', 'WH-US-MIA'), tokens.merchant, { 'accept-language': 'es' }))
        .rawPayload,
    )
      .map((page) => page.text)
      .join('\n')
      .split('\n');
    expect(usa).toEqual(
      expect.arrayContaining([`Factura INV-${miami.number}`, 'Subtotal', 'Total', 'USD 10.00']),
    );
    expect(usa.some((line) => line.startsWith('IVA'))).toBe(false);
  });
});

/** A production API over the same database: quiet, and running no jobs of its own beside the test app's. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_API_URL: 'http://localhost:4000',
  CORS_ORIGINS: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  JOB_WORKERS: 'false',
};

describe('the visibility guard (spec point 6)', () => {
  it('is the rule: billing enabled, or on the allow-list, or not production', () => {
    const production = { isProduction: true, clientAllowList: ['CL-0007'] };
    expect(billingVisible({ id: 'CL-0009', billingEnabled: true }, production)).toBe(true);
    expect(billingVisible({ id: 'CL-0007', billingEnabled: false }, production)).toBe(true);
    expect(
      billingVisible({ id: 'CL-0009', billingEnabled: false }, { ...production, isProduction: false }),
    ).toBe(true);
    expect(billingVisible({ id: 'CL-0009', billingEnabled: false }, production)).toBe(false);
  });

  it('lets in a merchant without billing outside production (this app runs as test)', async () => {
    expect((await get('/client/billing/warehouses', tokens.otherMerchant)).statusCode).toBe(200);
  });

  it('in production: billing enabled passes, a client neither enabled nor listed gets 403 with the reason', async () => {
    const production = await startTestApp({
      testDatabase: t.testDatabase,
      env: PRODUCTION,
    });
    try {
      const call = (token: string, url: string) => request(production, token, { method: 'GET', url });
      expect((await call(tokens.merchant, '/client/billing/warehouses')).statusCode).toBe(200);
      for (const url of [
        '/client/billing/warehouses',
        chargesUrl(),
        invoiceUrl(others),
        invoiceUrl(others, '/pdf'),
      ]) {
        const refused = await call(tokens.otherMerchant, url);
        expect(refused.statusCode).toBe(403);
        expect(refused.json<{ message: string }>().message).toBe(VISIBILITY_MESSAGES.notEnabled);
      }
    } finally {
      await production.close();
    }
  });

  it('in production: a client on BILLING_CLIENT_ALLOW_LIST passes', async () => {
    const listed = await startTestApp({
      testDatabase: t.testDatabase,
      env: { ...PRODUCTION, BILLING_CLIENT_ALLOW_LIST: `CL-0099,${OTHER_CLIENT_ID}` },
    });
    try {
      const response = await request(listed, tokens.otherMerchant, {
        method: 'GET',
        url: '/client/billing/warehouses',
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await listed.close();
    }
  });

  it("refuses the operator's staff and admins on the merchant's routes", async () => {
    for (const token of [tokens.staff, tokens.admin]) {
      const response = await get('/client/billing/warehouses', token);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(VISIBILITY_MESSAGES.merchantsOnly);
    }
  });
});

describe('documents and days', () => {
  it('writes money exactly and the rule in words', () => {
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(123_456_789_012)).toBe('1234567890.12');
    expect(centsToMoney(-123_456)).toBe('-1,234.56');
    expect(centsToMoney(100)).toBe('1.00');
    expect(
      ruleText(
        { kind: 'process_order', unit: 'order', rule: processOrderRule(600, [501, null], '19.00') },
        'en',
      ),
    ).toBe('Process order · Small package · 501+ orders tier');
    expect(ruleText({ kind: 'credit', unit: 'order', rule: {} }, 'es')).toBe('Nota de crédito');
    const spanish = { ...processOrderRule(3, [1, 100], '25.00'), serviceNameEs: 'Paquete chico' };
    expect(ruleText({ kind: 'process_order', unit: 'order', rule: spanish }, 'es')).toBe(
      'Procesamiento de pedido · Paquete chico · tramo de 1–100 pedidos',
    );
  });

  it('keeps the kinds and statuses of the tables (billing-schema.ts) in the contract', () => {
    expect(CHARGE_KINDS).toEqual(STORED.CHARGE_KINDS);
    expect(INVOICE_STATUSES).toEqual(STORED.INVOICE_STATUSES);
    expect(CHARGE_SOURCE_TYPES).toEqual(STORED.CHARGE_SOURCE_TYPES);
    expect(DISPUTE_STATUSES).toEqual(STORED.DISPUTE_STATUSES);
  });

  it("defuses a cell a spreadsheet would run as a formula, keeping a negative amount's sign", () => {
    const [charge] = OCTOBER;
    const csv = chargesCsv(
      [
        {
          ...charge!,
          // The reception's rule is written in full above.
          rule: charge!.rule as ChargeRule,
          id: '00000000-0000-4000-8000-00000000c0de',
          sourceLabel: '=HYPERLINK("http://x")',
          amountCents: -250,
          currency: 'ARS',
          priceListVersion: 1,
          correctsChargeId: null,
          invoiceId: '00000000-0000-4000-8000-00000000f00d',
          invoiceNumber: 1001,
          invoiceStatus: 'open',
          creditedCents: 0,
          dispute: null,
        },
      ],
      TIME_ZONE,
      'en',
    );
    const [, row] = csvRows(csv);
    expect(row?.[3]).toBe('\'=HYPERLINK("http://x")');
    expect(row?.[7]).toBe('-2.50');
  });

  it('accepts only real days', () => {
    expect(parseDay('2028-02-29')).toBe('2028-02-29');
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2026-1-05')).toBeNull();
  });

  it('is the same guard in the service the routes use', async () => {
    const service = new BillingReadService(t.testDatabase.database, {
      isProduction: true,
      clientAllowList: [],
    });
    const session = (userId: string, clientId: string) => ({
      userId,
      clientId,
      role: 'user' as const,
      warehouseId: null,
      tokenVersion: 0,
      authTime: 0,
    });
    await expect(service.warehouses(session(DEMO_USER_ID, DEMO_CLIENT_ID))).resolves.toHaveProperty(
      'warehouses',
    );
    await expect(service.warehouses(session(OTHER_USER_ID, OTHER_CLIENT_ID))).rejects.toThrow(
      VISIBILITY_MESSAGES.notEnabled,
    );
  });
});
