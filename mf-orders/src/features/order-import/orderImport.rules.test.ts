import {
  checkOrdersCsv,
  fileProblem,
  MAX_FILE_BYTES,
  newerJobState,
  progressPercent,
  reasonMessage,
  rowProblem,
} from './orderImport.rules';

const HEADER =
  'order_number,shop,warehouse,customer_name,customer_email,customer_phone,address_line1,address_line2,city,state,postal_code,country,sku,quantity';
const row = (order: string, sku: string, quantity = '1', city = 'Puebla') =>
  `${order},,Ciudad de México,Ana López,ana@example.mx,,Calle 5 de Mayo 10,,${city},PUE,72000,MX,${sku},${quantity}`;
const cells = (change: Record<string, string> = {}) => ({
  order_number: '1',
  warehouse: 'Ciudad de México',
  customer_name: 'Ana',
  address_line1: 'Calle 1',
  city: 'Puebla',
  postal_code: '72000',
  country: 'mx',
  sku: 'MUG-1',
  quantity: '2',
  ...change,
});
const problems = (text: string) =>
  checkOrdersCsv(text).rows.map((r) =>
    r.problem ? [r.line, r.problem.code, r.problem.value] : [r.line, null],
  );

describe('orders import rules in the browser', () => {
  it('passes a good row and names the first problem of a bad one, as the API does', () => {
    expect(rowProblem(cells())).toBeNull();
    expect(rowProblem(cells({ city: ' ' }))).toEqual({ code: 'required', column: 'city', value: null });
    expect(rowProblem(cells({ country: 'Mexico' }))).toEqual({
      code: 'countryUnknown',
      column: 'country',
      value: 'MEXICO',
    });
    expect(rowProblem(cells({ quantity: '0' }))).toMatchObject({ code: 'integer', column: 'quantity' });
    expect(rowProblem(cells({ quantity: '100001' }))).toMatchObject({ code: 'integer' });
    expect(rowProblem(cells({ quantity: '2.5' }))).toMatchObject({ code: 'integer' });
    expect(rowProblem(cells({ customer_email: 'ana-at-mail' }))).toMatchObject({ code: 'email' });
    expect(rowProblem(cells({ sku: 'MUG 1' }))).toMatchObject({ code: 'noSpaces' });
    expect(rowProblem(cells({ postal_code: '1'.repeat(21) }))).toEqual({
      code: 'tooLong',
      column: 'postal_code',
      value: '20',
    });
  });

  it('reads the file with papaparse (BOM, CRLF, quotes) and counts the orders it would create', () => {
    const text = `\uFEFF${HEADER}\r\n${row('1', 'A')}\r\n${row('1', 'B')}\r\n"2",,"Ciudad de México","Ana, la de Puebla",,,Calle 1,,Puebla,,72000,MX,C,3\r\n`;
    const check = checkOrdersCsv(text);
    expect(check).toMatchObject({ missingColumns: [], unknownColumns: [], orders: 2 });
    expect(check.rows[2]!.cells.customer_name).toBe('Ana, la de Puebla');
    expect(problems(text)).toEqual([
      [2, null],
      [3, null],
      [4, null],
    ]);
  });

  it('reads a semicolon-separated file', () => {
    const text = [HEADER, row('1', 'A')].map((line) => line.replaceAll(',', ';')).join('\n');
    expect(checkOrdersCsv(text)).toMatchObject({ orders: 1, missingColumns: [] });
  });

  it('says which columns the header lacks or does not know', () => {
    expect(checkOrdersCsv('order_number,sku,colour\n1,A,red')).toMatchObject({
      missingColumns: [
        'warehouse',
        'customer_name',
        'address_line1',
        'city',
        'postal_code',
        'country',
        'quantity',
      ],
      unknownColumns: ['colour'],
    });
  });

  it('refuses an order whose rows disagree, a SKU twice with another quantity, and a short row', () => {
    const text = [
      HEADER,
      row('1', 'A'),
      row('1', 'B', '1', 'Tlaxcala'),
      row('2', 'A', '1'),
      row('2', 'A', '4'),
      row('3', 'A'),
      '4,,Ciudad de México,Ana',
    ].join('\n');
    expect(problems(text)).toEqual([
      [2, 'orderRowRejected', '3'],
      [3, 'orderConflict', '2'],
      [4, 'orderRowRejected', '5'],
      [5, 'repeated', '4'],
      [6, null],
      [7, 'cellCount', '4'],
    ]);
    expect(checkOrdersCsv(text).orders).toBe(1);
  });

  it('refuses a whole order for one bad quantity', () => {
    expect(problems([HEADER, row('9', 'A'), row('9', 'B', 'dos')].join('\n'))).toEqual([
      [2, 'orderRowRejected', '3'],
      [3, 'integer', 'dos'],
    ]);
  });

  it('translates the known reasons and keeps the API words of others', () => {
    expect(reasonMessage({ code: 'productUnknown', column: 'sku', value: 'X' })).toEqual({
      id: 'orders.import.reason.productUnknown',
      values: { column: 'sku', value: 'X' },
    });
    expect(
      reasonMessage({ code: 'decimal', column: 'x', value: '2', message: 'x must be a number.' }),
    ).toEqual({
      text: 'x must be a number.',
    });
  });

  it('refuses an empty or too large file before sending it', () => {
    expect(fileProblem({ size: 0 })).toEqual({ id: 'orders.import.file.empty' });
    expect(fileProblem({ size: MAX_FILE_BYTES + 1 })).toMatchObject({ id: 'orders.import.file.tooLarge' });
    expect(fileProblem({ size: 10 })).toBeNull();
  });

  it('moves progress only forward and keeps a finish', () => {
    expect(progressPercent(5, 10)).toBe(50);
    expect(progressPercent(3, null)).toBe(0);
    type News = { status: 'running' | 'succeeded'; current: number };
    const running: News = { status: 'running', current: 5 };
    expect(newerJobState<News>(running, { status: 'running', current: 3 })).toBe(running);
    const done: News = { status: 'succeeded', current: 10 };
    expect(newerJobState<News>(done, { status: 'running', current: 11 })).toBe(done);
  });
});
