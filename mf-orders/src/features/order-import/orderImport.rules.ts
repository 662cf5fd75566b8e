// What the orders import screens decide by themselves, as pure functions: the file read in the browser with
// papaparse and checked row by row with the API's own cell rules (api/src/modules/imports/kinds/orders.ts) before
// anything is sent, so bad rows show at once; a reason in the person's language; the job's progress.
import Papa from 'papaparse';
import type { ImportPreview, ImportRejectedRow, ImportResult, Job } from '@estiba/api/contract';
import type { UiMessage } from '../orders-common';

/** The API's largest file (api/src/modules/imports/schemas.ts); a larger one is refused before sending. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The most units one line may ask for (the API's MAX_LINE_QUANTITY). */
export const MAX_LINE_QUANTITY = 100_000;
/** Rows with problems the screen lists (the counts cover them all). */
export const PROBLEM_ROWS_SHOWN = 200;

/** The template's columns, in order, with the longest text each takes (null: a rule of its own). */
export const ORDER_COLUMNS = [
  { name: 'order_number', required: true, max: 100 },
  { name: 'shop', required: false, max: 200 },
  { name: 'warehouse', required: true, max: 100 },
  { name: 'customer_name', required: true, max: 200 },
  { name: 'customer_email', required: false, max: 254 },
  { name: 'customer_phone', required: false, max: 40 },
  { name: 'address_line1', required: true, max: 200 },
  { name: 'address_line2', required: false, max: 200 },
  { name: 'city', required: true, max: 100 },
  { name: 'state', required: false, max: 100 },
  { name: 'postal_code', required: true, max: 20 },
  { name: 'country', required: true, max: null },
  { name: 'sku', required: true, max: 64 },
  { name: 'quantity', required: true, max: null },
] as const;

/** The reasons the screens translate (orders.import.reason.*); any other code shows the API's own words. */
export const ORDER_REASON_CODES = [
  'cellCount',
  'required',
  'tooLong',
  'noSpaces',
  'integer',
  'email',
  'countryUnknown',
  'repeated',
  'shopUnknown',
  'productUnknown',
  'warehouseUnknown',
  'orderExists',
  'orderConflict',
  'orderRowRejected',
] as const;
export type OrderReasonCode = (typeof ORDER_REASON_CODES)[number];

export interface RowProblem {
  code: OrderReasonCode;
  column: string | null;
  value: string | null;
}

export interface BrowserRow {
  line: number;
  cells: Record<string, string>;
  problem: RowProblem | null;
}

export interface BrowserCheck {
  /** Columns the file lacks or has that the template does not: the API refuses such a file whole. */
  missingColumns: string[];
  unknownColumns: string[];
  rows: BrowserRow[];
  /** Distinct order numbers among the rows without problems. */
  orders: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One row's first problem by the cell rules, or null. */
export function rowProblem(cells: Record<string, string>): RowProblem | null {
  for (const column of ORDER_COLUMNS) {
    const value = (cells[column.name] ?? '').trim();
    if (!value) {
      if (column.required) return { code: 'required', column: column.name, value: null };
      continue;
    }
    if (column.max !== null && value.length > column.max)
      return { code: 'tooLong', column: column.name, value: String(column.max) };
    if (column.name === 'country' && !/^[A-Za-z]{2}$/.test(value))
      return { code: 'countryUnknown', column: column.name, value: value.toUpperCase() };
    if (column.name === 'sku' && /\s/.test(value)) return { code: 'noSpaces', column: column.name, value };
    if (column.name === 'customer_email' && !EMAIL.test(value))
      return { code: 'email', column: column.name, value };
    if (column.name === 'quantity') {
      const quantity = /^\d+$/.test(value) ? Number(value) : NaN;
      if (!(quantity >= 1 && quantity <= MAX_LINE_QUANTITY))
        return { code: 'integer', column: column.name, value };
    }
  }
  return null;
}

const HEADER_COLUMNS = ORDER_COLUMNS.map((c) => c.name).filter((c) => c !== 'sku' && c !== 'quantity');
/** What the rows of one order must agree on (shop and warehouse in any case, the country in capitals). */
function orderHeader(cells: Record<string, string>): string {
  return JSON.stringify(
    HEADER_COLUMNS.map((name) => {
      const value = (cells[name] ?? '').trim();
      return name === 'shop' || name === 'warehouse'
        ? value.toLowerCase()
        : name === 'country'
          ? value.toUpperCase()
          : value;
    }),
  );
}

function delimiterOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\n|$/));
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
}

/**
 * The file as the browser reads it (comma or semicolon, a BOM dropped), each row checked: its cells, then within
 * the file the rows of one order agreeing on its header, the same SKU twice with another quantity, and a refused
 * row refusing the rest of its order — the API's rules, so what shows here the API refuses too.
 */
export function checkOrdersCsv(text: string): BrowserCheck {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const parsed = Papa.parse<string[]>(normalized, {
    skipEmptyLines: 'greedy',
    newline: '\n',
    delimiter: delimiterOf(normalized),
  });
  const [rawHeader = [], ...records] = parsed.data;
  const header = rawHeader.map((name) => name.trim().toLowerCase());
  const known = new Set<string>(ORDER_COLUMNS.map((c) => c.name));
  const missingColumns = ORDER_COLUMNS.filter((c) => c.required && !header.includes(c.name)).map(
    (c) => c.name,
  );
  const unknownColumns = header.filter((name) => !known.has(name)).map((name) => name || '(empty)');

  const firstOfOrder = new Map<string, { line: number; header: string }>();
  const firstOfLine = new Map<string, { line: number; quantity: string }>();
  const rows: BrowserRow[] = records.map((record, i) => {
    const line = i + 2;
    const cells: Record<string, string> = {};
    header.forEach((name, column) => {
      cells[name] = (record[column] ?? '').trim();
    });
    if (record.length !== header.length)
      return { line, cells, problem: { code: 'cellCount', column: null, value: String(record.length) } };
    const problem = rowProblem(cells);
    if (problem) return { line, cells, problem };
    const order = cells.order_number!;
    const first = firstOfOrder.get(order);
    if (!first) firstOfOrder.set(order, { line, header: orderHeader(cells) });
    else if (first.header !== orderHeader(cells))
      return { line, cells, problem: { code: 'orderConflict', column: null, value: String(first.line) } };
    const key = `${order}\u0000${cells.sku}`;
    const same = firstOfLine.get(key);
    if (!same) firstOfLine.set(key, { line, quantity: cells.quantity! });
    else if (Number(same.quantity) !== Number(cells.quantity))
      return { line, cells, problem: { code: 'repeated', column: null, value: String(same.line) } };
    return { line, cells, problem: null };
  });

  // One refused row refuses its order: its other rows name the first refused one.
  const refusedBy = new Map<string, number>();
  for (const row of rows) {
    const order = row.cells.order_number?.trim();
    if (order && row.problem && !refusedBy.has(order)) refusedBy.set(order, row.line);
  }
  const checked = rows.map((row) => {
    const by = refusedBy.get(row.cells.order_number?.trim() ?? '');
    return by !== undefined && !row.problem
      ? { ...row, problem: { code: 'orderRowRejected' as const, column: null, value: String(by) } }
      : row;
  });
  const orders = new Set(checked.filter((row) => !row.problem).map((row) => row.cells.order_number));
  return { missingColumns, unknownColumns, rows: checked, orders: orders.size };
}

/** Whether the browser can already tell the file will not do: empty, or too large to send. */
export function fileProblem(file: Pick<File, 'size'>): UiMessage | null {
  if (file.size === 0) return { id: 'orders.import.file.empty' };
  if (file.size > MAX_FILE_BYTES) return { id: 'orders.import.file.tooLarge', values: { megabytes: 10 } };
  return null;
}

const KNOWN = new Set<string>(ORDER_REASON_CODES);

/** A refused row's reason in the screen's language (the API's English words for a code this screen lacks). */
export function reasonMessage(
  row: Pick<ImportRejectedRow, 'code' | 'column' | 'value'> & { message?: string },
): UiMessage {
  if (!KNOWN.has(row.code) && row.message) return { text: row.message };
  return {
    id: `orders.import.reason.${row.code}`,
    values: { column: row.column ?? '', value: row.value ?? '' },
  };
}

/** Orders the previewed file would create. */
export const ordersToCreate = (preview: ImportPreview): number => preview.overview?.orders ?? 0;

/** The job's progress as a percentage (0 while the total is unknown). */
export function progressPercent(current: number, total: number | null): number {
  if (!total) return 0;
  return Math.min(100, Math.round((current / total) * 100));
}

const FINISHED: readonly Job['status'][] = ['succeeded', 'failed', 'cancelled'];
export const isFinished = (status: Job['status']): boolean => FINISHED.includes(status);

/** An import job's result, when it is one (a job's result is any JSON object). */
export function importResultOf(result: Job['result']): ImportResult | null {
  if (!result || typeof result !== 'object') return null;
  const counts = ['created', 'updated', 'skipped', 'rejected'] as const;
  return counts.every((key) => typeof result[key] === 'number') ? (result as unknown as ImportResult) : null;
}

type JobNews = Pick<Job, 'status'> & { current: number };

/** Of two pieces of news about a job, the one to show: a finish stays, and progress only moves forward. */
export function newerJobState<State extends JobNews>(current: State | null, next: State): State {
  if (!current) return next;
  if (isFinished(current.status)) return current;
  if (isFinished(next.status)) return next;
  return next.current >= current.current ? next : current;
}
