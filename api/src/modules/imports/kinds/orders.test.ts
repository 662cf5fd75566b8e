// The orders import's rules that need no database: each cell's reading (required address fields, the country's
// form, the e-mail, the quantity), the rows of one order agreeing on its header, a repeated line, a refused row
// refusing its whole order, and batches keeping an order's rows together. The rules that ask the database
// (unknown SKU, shop, warehouse or country, an existing order number) are in orders-import.test.ts.
import { checkFile } from '../file-rows.js';
import type { Cells } from '../rules.js';
import { batches, BATCH_SIZE } from '../service.js';
import type { KindDefinition } from './kind.js';
import { MAX_LINE_QUANTITY, ordersKind, type OrderRowValue } from './orders.js';

const COLUMNS = ordersKind.columns.map((c) => c.name);

const good: Cells = {
  order_number: '1042',
  shop: '',
  warehouse: 'Ciudad de México',
  customer_name: 'Lucía Fernández',
  customer_email: 'lucia@example.mx',
  customer_phone: '+52 55 1234 5678',
  address_line1: 'Av. Insurgentes Sur 1602',
  address_line2: '',
  city: 'Ciudad de México',
  state: 'CDMX',
  postal_code: '03940',
  country: 'mx',
  sku: 'TSHIRT-BLK-M',
  quantity: '2',
};

const read = (change: Cells) => ordersKind.read({ ...good, ...change });
const problemOf = (change: Cells) => {
  const answer = read(change);
  if (!('problem' in answer)) throw new Error(`expected a problem for ${JSON.stringify(change)}`);
  const { code, column, value } = answer.problem;
  return { code, column, value };
};

const csv = (rows: Cells[]) =>
  [
    COLUMNS.join(','),
    ...rows.map((row) => COLUMNS.map((c) => ({ ...good, ...row })[c] ?? '').join(',')),
  ].join('\n');
const check = (rows: Cells[]) =>
  checkFile(ordersKind as KindDefinition<unknown>, csv(rows)).then((checked) =>
    checked.map(({ line, outcome, problem }) => ({
      line,
      outcome,
      code: problem?.code ?? null,
      value: problem?.value ?? null,
    })),
  );

describe('orders import: reading a row', () => {
  it('reads a good row: the country in capitals, empty optional cells left out, the quantity a number', () => {
    expect(read({})).toEqual({
      value: {
        orderNumber: '1042',
        warehouse: 'Ciudad de México',
        customerName: 'Lucía Fernández',
        customerEmail: 'lucia@example.mx',
        customerPhone: '+52 55 1234 5678',
        addressLine1: 'Av. Insurgentes Sur 1602',
        city: 'Ciudad de México',
        state: 'CDMX',
        postalCode: '03940',
        country: 'MX',
        sku: 'TSHIRT-BLK-M',
        quantity: 2,
      } satisfies OrderRowValue,
    });
  });

  it.each([
    ['order_number', 'required'],
    ['warehouse', 'required'],
    ['customer_name', 'required'],
    ['address_line1', 'required'],
    ['city', 'required'],
    ['postal_code', 'required'],
    ['country', 'required'],
    ['sku', 'required'],
    ['quantity', 'required'],
  ])('refuses a row without %s (%s)', (column, code) => {
    expect(problemOf({ [column]: '  ' })).toEqual({ code, column, value: null });
  });

  it('refuses a bad address: a country not written as two letters', () => {
    expect(problemOf({ country: 'Mexico' })).toEqual({
      code: 'countryUnknown',
      column: 'country',
      value: 'MEXICO',
    });
    expect(problemOf({ country: 'M1' })).toEqual({ code: 'countryUnknown', column: 'country', value: 'M1' });
  });

  it('refuses a postal code or address longer than the order can hold', () => {
    expect(problemOf({ postal_code: '1'.repeat(21) })).toEqual({
      code: 'tooLong',
      column: 'postal_code',
      value: '20',
    });
    expect(problemOf({ address_line1: 'a'.repeat(201) })).toMatchObject({
      code: 'tooLong',
      column: 'address_line1',
    });
  });

  it.each(['0', '-1', '1.5', 'dos', String(MAX_LINE_QUANTITY + 1)])('refuses the quantity %s', (quantity) => {
    expect(problemOf({ quantity })).toEqual({ code: 'integer', column: 'quantity', value: quantity });
  });

  it('takes quantities from 1 to the largest', () => {
    expect(read({ quantity: String(MAX_LINE_QUANTITY) })).toMatchObject({
      value: { quantity: MAX_LINE_QUANTITY },
    });
    expect(read({ quantity: '1' })).toMatchObject({ value: { quantity: 1 } });
  });

  it('refuses an e-mail that is not one, and a SKU with spaces', () => {
    expect(problemOf({ customer_email: 'lucia-at-example' })).toEqual({
      code: 'email',
      column: 'customer_email',
      value: 'lucia-at-example',
    });
    expect(problemOf({ sku: 'TSHIRT BLK' })).toEqual({
      code: 'noSpaces',
      column: 'sku',
      value: 'TSHIRT BLK',
    });
  });

  it('says each reason in English for the rejected-rows CSV', () => {
    const answer = read({ country: 'XX1' });
    expect('problem' in answer && answer.problem.message).toBe(
      'XX1 is not a country code Estiba knows (two letters, such as MX).',
    );
  });
});

describe('orders import: the rows of one order within the file', () => {
  it('keeps the lines of an order, and other orders, undecided for the database', async () => {
    expect(await check([{}, { sku: 'CAFE-500' }, { order_number: '1043' }])).toEqual([
      { line: 2, outcome: null, code: null, value: null },
      { line: 3, outcome: null, code: null, value: null },
      { line: 4, outcome: null, code: null, value: null },
    ]);
  });

  it('refuses a duplicate order number with other header data, and with it the whole order', async () => {
    expect(
      await check([{}, { sku: 'CAFE-500', city: 'Puebla' }, { order_number: '1043' }, { sku: 'MUG-1' }]),
    ).toEqual([
      { line: 2, outcome: 'rejected', code: 'orderRowRejected', value: '3' },
      { line: 3, outcome: 'rejected', code: 'orderConflict', value: '2' },
      { line: 4, outcome: null, code: null, value: null },
      { line: 5, outcome: 'rejected', code: 'orderRowRejected', value: '3' },
    ]);
  });

  it('compares the shop and the warehouse of an order in any case', async () => {
    expect(await check([{}, { sku: 'CAFE-500', warehouse: 'CIUDAD DE MÉXICO' }])).toEqual([
      { line: 2, outcome: null, code: null, value: null },
      { line: 3, outcome: null, code: null, value: null },
    ]);
  });

  it('skips a line given twice alike, and refuses the same SKU twice with another quantity', async () => {
    expect(await check([{}, {}])).toEqual([
      { line: 2, outcome: null, code: null, value: null },
      { line: 3, outcome: 'skipped', code: null, value: null },
    ]);
    expect(await check([{}, { quantity: '3' }])).toEqual([
      { line: 2, outcome: 'rejected', code: 'orderRowRejected', value: '3' },
      { line: 3, outcome: 'rejected', code: 'repeated', value: '2' },
    ]);
  });

  it('refuses an order whose one row is bad (a bad quantity), its good rows naming the bad one', async () => {
    expect(await check([{ sku: 'A' }, { sku: 'B', quantity: '0' }, { sku: 'C' }])).toEqual([
      { line: 2, outcome: 'rejected', code: 'orderRowRejected', value: '3' },
      { line: 3, outcome: 'rejected', code: 'integer', value: '0' },
      { line: 4, outcome: 'rejected', code: 'orderRowRejected', value: '3' },
    ]);
  });
});

describe('orders import: batches', () => {
  const row = (order: string, line: number) => ({ line, cells: { order_number: order } });

  it("keeps an order's rows in one batch wherever they are in the file", () => {
    const rows = [
      ...Array.from({ length: BATCH_SIZE - 1 }, (_, i) => row(`A${i}`, i + 2)),
      row('B', BATCH_SIZE + 1),
      row('C', BATCH_SIZE + 2),
      row('B', BATCH_SIZE + 3),
      row('A0', BATCH_SIZE + 4),
    ];
    const answer = batches(rows, 'order_number');
    expect(answer.map((b) => b.length)).toEqual([BATCH_SIZE, 3]);
    expect(answer[0]!.filter((r) => r.cells.order_number === 'A0').map((r) => r.line)).toEqual([
      2,
      BATCH_SIZE + 4,
    ]);
    expect(answer[1]!.map((r) => r.line)).toEqual([BATCH_SIZE + 1, BATCH_SIZE + 3, BATCH_SIZE + 2]);
  });

  it('cuts other kinds every BATCH_SIZE rows', () => {
    const rows = Array.from({ length: BATCH_SIZE * 2 + 1 }, (_, i) => row('same', i + 2));
    expect(batches(rows, undefined).map((b) => b.length)).toEqual([BATCH_SIZE, BATCH_SIZE, 1]);
  });
});
