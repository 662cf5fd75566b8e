// Issuing invoices at month end (issue 18) and the staff's invoice routes, on PGlite by default and on PostgreSQL with
// DATABASE_URL: the figures fixed to the cent (tax half away from zero, by the warehouse's country), the month
// judged in the warehouse's own time zone, the event in the same transaction, a second run (and, on PostgreSQL, two
// at once) issuing once, the schedule per time zone, and staff marking paid (open and paid refused with a reason,
// another warehouse's staff and merchants kept out).
import { sql } from 'drizzle-orm';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { DEMO_CLIENT_ID, DEMO_USER_ID, OTHER_CLIENT_ID, OTHER_USER_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { collect, connectSocket, listen, tokenFor, waitFor } from '../../test/sockets.js';
import { rowsOf } from '../inventory/ledger.js';
import { prepareUsers, request, type Tokens } from '../receiving/test-support.js';
import { issueDueInvoices, taxCentsOf, taxRateOf } from './invoice-job.js';
import { createTestClient, eventsOf, insertCharge, insertInvoice } from './jobs-test-support.js';
import { warehouseTimeZones, zoneQueue } from './schedules.js';
import type { StaffInvoice, StaffInvoiceList } from './staff-schemas.js';
import { STAFF_INVOICE_MESSAGES } from './staff-service.js';

const CDMX = 'WH-MX-CDMX'; // America/Mexico_City, UTC-6 all year, IVA 16 %
const US_WAREHOUSE_PREFIX = 'WH-US-'; // the first is Laredo (America/Chicago), no tax

let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  t = await startTestApp();
  tokens = await prepareUsers(t);
});
afterAll(() => t.close());

const db = () => t.testDatabase.database;
let socketUrl: string | null = null;
/** The app listens once; each socket test connects to the same address. */
const listening = async () => (socketUrl ??= await listen(t));

async function warehouseIds(): Promise<{ cdmx: string; madrid: string; us: string }> {
  const rows = await asOperator(db(), async (tx) =>
    rowsOf<{ id: string; country_code: string }>(
      await tx.execute(sql`SELECT id, country_code FROM warehouses ORDER BY id`),
    ),
  );
  const ids = rows.map((row) => row.id);
  expect(ids).toContain(CDMX);
  const madrid = rows.find((row) => row.country_code === 'ES')!.id;
  const us = rows.find((row) => row.id.startsWith(US_WAREHOUSE_PREFIX))!.id;
  return { cdmx: CDMX, madrid, us };
}

async function invoiceRow(id: string) {
  const [row] = await asOperator(db(), async (tx) =>
    rowsOf<{
      status: string;
      subtotal_cents: string;
      tax_rate_basis_points: number;
      tax_cents: string;
      total_cents: string;
      issued_at: Date | string | null;
      due_on: string | null;
    }>(
      await tx.execute(sql`
        SELECT status, subtotal_cents, tax_rate_basis_points, tax_cents, total_cents, issued_at,
               due_on::text AS due_on
          FROM invoices WHERE id = ${id}`),
    ),
  );
  return row!;
}

describe('tax on an invoice', () => {
  it('rounds once to the cent, half away from zero, on integers', () => {
    expect(taxCentsOf(12_345, 1600)).toBe(1975); // 1975.2
    expect(taxCentsOf(3_125, 1600)).toBe(500); // 500.0
    expect(taxCentsOf(10_050, 1900)).toBe(1910); // 1909.5 → up
    expect(taxCentsOf(-10_050, 1900)).toBe(-1910); // a month of credits: away from zero
    expect(taxCentsOf(99_999_999_999, 2100)).toBe(21_000_000_000); // 20999999999.79
    expect(taxCentsOf(12_345, 0)).toBe(0);
  });

  it("takes the rate of the warehouse's country: IVA in MX, CO, AR, CL, ES; none in the US", () => {
    expect(['MX', 'CO', 'AR', 'CL', 'ES', 'US', 'mx'].map(taxRateOf)).toEqual([
      1600, 1900, 2100, 1900, 2100, 0, 1600,
    ]);
  });
});

describe('issuing the month’s invoices', () => {
  it('fixes subtotal, tax, total, issue time and due date, writes invoice.issued, and issues once', async () => {
    const clientId = await createTestClient(db());
    const { cdmx } = await warehouseIds();
    const invoiceId = await asOperator(db(), async (tx) => {
      const id = await insertInvoice(tx, {
        clientId,
        warehouseId: cdmx,
        periodMonth: '2040-03-01',
        currency: 'MXN',
      });
      // 123.45 + 0.05 + 100.00 = 223.50 MXN; IVA 16 % = 35.76.
      for (const amountCents of [12_345, 5, 10_000]) {
        await insertCharge(tx, {
          clientId,
          warehouseId: cdmx,
          invoiceId: id,
          currency: 'MXN',
          amountCents,
          occurredAt: '2040-03-15T18:00:00Z',
        });
      }
      return id;
    });
    // 00:05 on April 1st in Mexico City (UTC-6).
    const now = new Date('2040-04-01T06:05:00.000Z');
    const issued = await asOperator(db(), (tx) => issueDueInvoices(tx, { now, clientId }));
    expect(issued).toEqual([
      expect.objectContaining({
        invoiceId,
        clientId,
        warehouseId: cdmx,
        periodMonth: '2040-03-01',
        subtotalCents: 22_350,
        taxRateBasisPoints: 1600,
        taxCents: 3_576,
        totalCents: 25_926,
        currency: 'MXN',
        issuedAt: now.toISOString(),
        dueOn: '2040-04-16',
      }),
    ]);
    const row = await invoiceRow(invoiceId);
    expect(row).toMatchObject({ status: 'issued', tax_rate_basis_points: 1600, due_on: '2040-04-16' });
    expect([row.subtotal_cents, row.tax_cents, row.total_cents].map(Number)).toEqual([22_350, 3_576, 25_926]);

    expect(await eventsOf(db(), clientId, 'invoice.issued')).toEqual([
      {
        invoiceId,
        clientId,
        warehouseId: cdmx,
        periodMonth: '2040-03-01',
        totalCents: 25_926,
        currency: 'MXN',
      },
    ]);

    // Again (a retry, or the next month's run): nothing left to issue, the figures and the one event stay.
    expect(
      await asOperator(db(), (tx) =>
        issueDueInvoices(tx, { now: new Date('2040-05-01T06:05:00Z'), clientId }),
      ),
    ).toEqual([]);
    expect(await invoiceRow(invoiceId)).toEqual(row);
    expect(await eventsOf(db(), clientId, 'invoice.issued')).toHaveLength(1);
  });

  it("judges the month in each warehouse's time zone and leaves the running month open", async () => {
    const clientId = await createTestClient(db());
    const { cdmx, madrid, us } = await warehouseIds();
    const ids = await asOperator(db(), async (tx) => {
      const mx = await insertInvoice(tx, {
        clientId,
        warehouseId: cdmx,
        periodMonth: '2040-06-01',
        currency: 'MXN',
      });
      const es = await insertInvoice(tx, {
        clientId,
        warehouseId: madrid,
        periodMonth: '2040-06-01',
        currency: 'EUR',
      });
      const usa = await insertInvoice(tx, {
        clientId,
        warehouseId: us,
        periodMonth: '2040-06-01',
        currency: 'USD',
      });
      const running = await insertInvoice(tx, {
        clientId,
        warehouseId: madrid,
        periodMonth: '2040-07-01',
        currency: 'EUR',
      });
      await insertCharge(tx, {
        clientId,
        warehouseId: madrid,
        invoiceId: es,
        currency: 'EUR',
        amountCents: 1_050,
        occurredAt: '2040-06-30T12:00:00Z',
      });
      await insertCharge(tx, {
        clientId,
        warehouseId: us,
        invoiceId: usa,
        currency: 'USD',
        amountCents: 1_050,
        occurredAt: '2040-06-30T12:00:00Z',
      });
      return { mx, es, usa, running };
    });
    // 2040-07-01 01:30 UTC: July in Madrid (03:30), still June 30th in Mexico City (19:30) and in the US.
    const issued = await asOperator(db(), (tx) =>
      issueDueInvoices(tx, { now: new Date('2040-07-01T01:30:00Z'), clientId }),
    );
    expect(issued.map((invoice) => invoice.invoiceId)).toEqual([ids.es]);
    // 10.50 EUR, IVA 21 % = 2.205 → 2.21; due 15 days after July 1st in Madrid.
    expect(issued[0]).toMatchObject({
      subtotalCents: 1_050,
      taxCents: 221,
      totalCents: 1_271,
      dueOn: '2040-07-16',
    });
    expect((await invoiceRow(ids.mx)).status).toBe('open');
    expect((await invoiceRow(ids.running)).status).toBe('open');

    // A day later every zone's June is over: Mexico's invoice with no charges is issued at zero, the US one without tax.
    const later = await asOperator(db(), (tx) =>
      issueDueInvoices(tx, { now: new Date('2040-07-02T12:00:00Z'), clientId }),
    );
    expect(
      later
        .map((invoice) => [invoice.invoiceId, invoice.subtotalCents, invoice.taxCents, invoice.totalCents])
        .sort(),
    ).toEqual(
      [
        [ids.mx, 0, 0, 0],
        [ids.usa, 1_050, 0, 1_050],
      ].sort(),
    );
    expect((await invoiceRow(ids.running)).status).toBe('open');
  });

  it('issues only the time zones a run is for', async () => {
    const clientId = await createTestClient(db());
    const { cdmx, madrid } = await warehouseIds();
    const [mx, es] = await asOperator(db(), async (tx) => [
      await insertInvoice(tx, { clientId, warehouseId: cdmx, periodMonth: '2040-08-01', currency: 'MXN' }),
      await insertInvoice(tx, { clientId, warehouseId: madrid, periodMonth: '2040-08-01', currency: 'EUR' }),
    ]);
    const issued = await asOperator(db(), (tx) =>
      issueDueInvoices(tx, { now: new Date('2040-09-02T00:00:00Z'), timeZones: ['Europe/Madrid'], clientId }),
    );
    expect(issued.map((invoice) => invoice.invoiceId)).toEqual([es]);
    expect((await invoiceRow(mx!)).status).toBe('open');
  });

  it('issues once when two processes run the same occurrence at the same moment', async () => {
    const clientId = await createTestClient(db());
    const { cdmx } = await warehouseIds();
    const invoiceId = await asOperator(db(), async (tx) => {
      const id = await insertInvoice(tx, {
        clientId,
        warehouseId: cdmx,
        periodMonth: '2040-10-01',
        currency: 'MXN',
      });
      await insertCharge(tx, {
        clientId,
        warehouseId: cdmx,
        invoiceId: id,
        currency: 'MXN',
        amountCents: 7_777,
        occurredAt: '2040-10-20T18:00:00Z',
      });
      return id;
    });
    const now = new Date('2040-11-01T06:05:00Z');
    // On PostgreSQL two transactions on two connections: the second waits on the first's row lock, then finds the
    // invoice issued. PGlite has one session, so there they run one after the other.
    const runs = await Promise.all(
      [1, 2, 3].map(() => asOperator(db(), (tx) => issueDueInvoices(tx, { now, clientId }))),
    );
    expect(runs.flat().map((invoice) => invoice.invoiceId)).toEqual([invoiceId]);
    expect(await eventsOf(db(), clientId, 'invoice.issued')).toHaveLength(1);
    expect(Number((await invoiceRow(invoiceId)).total_cents)).toBe(7_777 + 1_244); // IVA 1244.32
  });

  it('is scheduled per warehouse time zone, at 00:05 on the 1st there', async () => {
    const zones = await warehouseTimeZones(db());
    expect(zones).toEqual(expect.arrayContaining(['America/Mexico_City', 'Europe/Madrid']));
    const schedules = await asOperator(db(), async (tx) =>
      rowsOf<{ name: string; cron: string; timezone: string }>(
        await tx.execute(sql`SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name`),
      ),
    );
    for (const zone of zones) {
      expect(schedules).toContainEqual({
        name: zoneQueue('billing.issue-invoices', zone),
        cron: '5 0 1 * *',
        timezone: zone,
      });
      expect(schedules).toContainEqual({
        name: zoneQueue('billing.storage-snapshot', zone),
        cron: '0 0 * * *',
        timezone: zone,
      });
    }
  });
});

describe('invoice.issued on the socket', () => {
  it("reaches the client's sockets when the month is issued, and no other client's", async () => {
    const url = await listening();
    const demo = await connectSocket(
      url,
      await tokenFor(t, { userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID }),
    );
    const other = await connectSocket(
      url,
      await tokenFor(t, { userId: OTHER_USER_ID, clientId: OTHER_CLIENT_ID }),
    );
    try {
      const demoEvents = collect(demo, 'invoice.issued') as Array<{ invoiceId: string; totalCents: number }>;
      const otherEvents = collect(other, 'invoice.issued');
      const invoiceId = await asOperator(db(), async (tx) => {
        const id = await insertInvoice(tx, {
          clientId: DEMO_CLIENT_ID,
          warehouseId: CDMX,
          periodMonth: '2041-01-01',
          currency: 'MXN',
        });
        await insertCharge(tx, {
          clientId: DEMO_CLIENT_ID,
          warehouseId: CDMX,
          invoiceId: id,
          currency: 'MXN',
          amountCents: 1_000,
          occurredAt: '2041-01-15T18:00:00Z',
        });
        await issueDueInvoices(tx, { now: new Date('2041-02-01T06:05:00Z'), invoiceIds: [id] });
        return id;
      });
      const event = await waitFor('the invoice event', () =>
        demoEvents.find((one) => one.invoiceId === invoiceId),
      );
      expect(event).toEqual({
        invoiceId,
        clientId: DEMO_CLIENT_ID,
        warehouseId: CDMX,
        periodMonth: '2041-01-01',
        totalCents: 1_160,
        currency: 'MXN',
      });
      expect(otherEvents).toEqual([]);
    } finally {
      demo.disconnect();
      other.disconnect();
    }
  });
});

describe('staff and invoices', () => {
  async function issuedInvoice(warehouseId = CDMX, month = '2039-01-01'): Promise<string> {
    const clientId = DEMO_CLIENT_ID;
    return asOperator(db(), async (tx) => {
      const id = await insertInvoice(tx, { clientId, warehouseId, periodMonth: month, currency: 'MXN' });
      await insertCharge(tx, {
        clientId,
        warehouseId,
        invoiceId: id,
        currency: 'MXN',
        amountCents: 50_000,
        occurredAt: `${month}T18:00:00Z`,
      });
      await issueDueInvoices(tx, { now: new Date('2039-12-31T12:00:00Z'), invoiceIds: [id] });
      return id;
    });
  }

  it('lists the issued invoices of the staff’s warehouse and marks one paid; open and paid are refused with the reason', async () => {
    const invoiceId = await issuedInvoice(CDMX, '2039-02-01');
    const list = await request(t, tokens.staff, {
      method: 'GET',
      url: '/staff/billing/invoices?status=issued&limit=200',
    });
    expect(list.statusCode).toBe(200);
    const body = list.json<StaffInvoiceList>();
    const listed = body.invoices.find((invoice) => invoice.id === invoiceId);
    expect(listed).toMatchObject({
      status: 'issued',
      clientId: DEMO_CLIENT_ID,
      clientName: 'Demo Store Co.',
      warehouseId: CDMX,
      subtotalCents: 50_000,
      taxCents: 8_000,
      totalCents: 58_000,
      paidAt: null,
    });
    expect(
      body.invoices.every((invoice) => invoice.status === 'issued' && invoice.warehouseId === CDMX),
    ).toBe(true);

    const paid = await request(t, tokens.staff, { method: 'POST', url: `/staff/invoice/${invoiceId}/paid` });
    expect(paid.statusCode).toBe(200);
    const invoice = paid.json<{ invoice: StaffInvoice }>().invoice;
    expect(invoice).toMatchObject({ id: invoiceId, status: 'paid', totalCents: 58_000 });
    expect(invoice.paidAt).not.toBeNull();

    const again = await request(t, tokens.staff, { method: 'POST', url: `/staff/invoice/${invoiceId}/paid` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: STAFF_INVOICE_MESSAGES.alreadyPaid });

    const paidList = await request(t, tokens.admin, {
      method: 'GET',
      url: `/staff/billing/invoices?status=paid&warehouseId=${CDMX}&limit=200`,
    });
    expect(paidList.json<StaffInvoiceList>().invoices.map((one) => one.id)).toContain(invoiceId);

    const openId = await asOperator(db(), (tx) =>
      insertInvoice(tx, {
        clientId: DEMO_CLIENT_ID,
        warehouseId: CDMX,
        periodMonth: '2045-01-01',
        currency: 'MXN',
      }),
    );
    const open = await request(t, tokens.staff, { method: 'POST', url: `/staff/invoice/${openId}/paid` });
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ message: STAFF_INVOICE_MESSAGES.stillOpen });
    expect((await invoiceRow(openId)).status).toBe('open');
  });

  it("marking paid writes invoice.paid with the change, and it reaches the merchant's socket, no other client's", async () => {
    const url = await listening();
    const demo = await connectSocket(
      url,
      await tokenFor(t, { userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID }),
    );
    const other = await connectSocket(
      url,
      await tokenFor(t, { userId: OTHER_USER_ID, clientId: OTHER_CLIENT_ID }),
    );
    try {
      const demoEvents = collect(demo, 'invoice.paid') as Array<{ invoiceId: string }>;
      const otherEvents = collect(other, 'invoice.paid');
      const invoiceId = await issuedInvoice(CDMX, '2039-04-01');
      const paidBefore = (await eventsOf(db(), DEMO_CLIENT_ID, 'invoice.paid')).length;
      const paid = await request(t, tokens.staff, {
        method: 'POST',
        url: `/staff/invoice/${invoiceId}/paid`,
      });
      expect(paid.statusCode).toBe(200);
      const paidAt = paid.json<{ invoice: StaffInvoice }>().invoice.paidAt;
      const expected = {
        invoiceId,
        clientId: DEMO_CLIENT_ID,
        warehouseId: CDMX,
        periodMonth: '2039-04-01',
        totalCents: 58_000,
        currency: 'MXN',
        paidAt,
      };
      const stored = await eventsOf(db(), DEMO_CLIENT_ID, 'invoice.paid');
      expect(stored).toHaveLength(paidBefore + 1);
      expect(stored.at(-1)).toEqual(expected);
      expect(
        await waitFor('the paid event', () => demoEvents.find((one) => one.invoiceId === invoiceId)),
      ).toEqual(expected);
      // A refused second marking changes nothing and tells no one.
      const again = await request(t, tokens.staff, {
        method: 'POST',
        url: `/staff/invoice/${invoiceId}/paid`,
      });
      expect(again.statusCode).toBe(409);
      expect(await eventsOf(db(), DEMO_CLIENT_ID, 'invoice.paid')).toHaveLength(paidBefore + 1);
      expect(otherEvents).toEqual([]);
    } finally {
      demo.disconnect();
      other.disconnect();
    }
  });

  it("lists one month's invoices (month=YYYY-MM) and refuses a month that is not one", async () => {
    const may = await issuedInvoice(CDMX, '2039-05-01');
    const june = await issuedInvoice(CDMX, '2039-06-01');
    const list = await request(t, tokens.staff, {
      method: 'GET',
      url: '/staff/billing/invoices?month=2039-05&limit=200',
    });
    expect(list.statusCode).toBe(200);
    const ids = list.json<StaffInvoiceList>().invoices.map((one) => one.id);
    expect(ids).toContain(may);
    expect(ids).not.toContain(june);
    expect(list.json<StaffInvoiceList>().invoices.every((one) => one.periodMonth === '2039-05-01')).toBe(
      true,
    );
    for (const month of ['2039-13', '2039-5', 'May']) {
      const bad = await request(t, tokens.staff, {
        method: 'GET',
        url: `/staff/billing/invoices?month=${month}`,
      });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('keeps other warehouses’ staff and merchants out, and a merchant sees only their own invoices', async () => {
    const invoiceId = await issuedInvoice(CDMX, '2039-03-01');
    const elsewhere = await request(t, tokens.otherStaff, {
      method: 'POST',
      url: `/staff/invoice/${invoiceId}/paid`,
    });
    expect(elsewhere.statusCode).toBe(404);
    const otherList = await request(t, tokens.otherStaff, {
      method: 'GET',
      url: '/staff/billing/invoices?limit=200',
    });
    expect(otherList.json<StaffInvoiceList>().invoices.map((one) => one.id)).not.toContain(invoiceId);
    for (const token of [tokens.merchant, tokens.otherMerchant]) {
      expect(
        (await request(t, token, { method: 'POST', url: `/staff/invoice/${invoiceId}/paid` })).statusCode,
      ).toBe(403);
      expect((await request(t, token, { method: 'GET', url: '/staff/billing/invoices' })).statusCode).toBe(
        403,
      );
    }
    expect((await invoiceRow(invoiceId)).status).toBe('issued');
    // Row security: the other merchant's scope has no such invoice, the demo merchant's has it.
    const seen = (clientId: string) =>
      asClient(db(), clientId, async (tx) =>
        rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM invoices WHERE id = ${invoiceId}`)),
      );
    expect(await seen(OTHER_CLIENT_ID)).toEqual([]);
    expect(await seen(DEMO_CLIENT_ID)).toHaveLength(1);
  });

  it('answers 400 for a status that is not one', async () => {
    const bad = await request(t, tokens.admin, {
      method: 'GET',
      url: '/staff/billing/invoices?status=overdue',
    });
    expect(bad.statusCode).toBe(400);
  });
});
