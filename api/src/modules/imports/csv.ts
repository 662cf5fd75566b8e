// Reading an uploaded CSV file and writing the CSVs the API hands back (templates, rejected rows).
//
// Reading: the bytes must be UTF-8 text (a BOM is fine), the header must name the kind's columns, and then
// csv-parse streams the records: each becomes a row with its line (the spreadsheet's row number, the header
// being 1) and its cells by column. A semicolon-separated file (what spreadsheets in Spanish locales save) is read
// as well as a comma-separated one.
//
// Writing is by hand (RFC 4180 quoting, a few lines): csv-stringify is not installed, and a cell starting with
// =, +, - or @ is prefixed with an apostrophe so a spreadsheet does not run it as a formula.
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { ValidationFailed } from '../../platform/errors.js';
import type { ImportColumn } from './kinds/kind.js';
import type { Cells } from './rules.js';

/** Rows one file may hold: a 10 MB file of short rows stays under it. */
export const MAX_ROWS = 50_000;

export const FILE_ERRORS = {
  empty: 'The file is empty.',
  binary: 'The file is not a CSV text file.',
  encoding: 'The file is not UTF-8 text: save it as "CSV UTF-8" and try again.',
  noRows: 'The file has a header but no rows.',
  tooManyRows: `The file has more than ${MAX_ROWS} rows: split it into several files.`,
  malformed: (detail: string) => `The file is not valid CSV: ${detail}`,
  header: (missing: string[], unknown: string[], expected: string[]) =>
    [
      missing.length ? `Missing column(s): ${missing.join(', ')}.` : '',
      unknown.length ? `Unknown column(s): ${unknown.join(', ')}.` : '',
      `The header must name these columns: ${expected.join(', ')}.`,
    ]
      .filter(Boolean)
      .join(' '),
  repeatedColumn: (column: string) => `The column ${column} appears more than once in the header.`,
} as const;

export interface FileRow {
  line: number;
  cells: Cells;
  /** How many cells the record had, when not as many as the header's columns. */
  cellCount?: number;
}

/** The file's text: refuses what is not UTF-8 text (NUL bytes, invalid sequences); drops a BOM. */
export function decodeText(bytes: Buffer): string {
  if (bytes.length === 0) throw new ValidationFailed(FILE_ERRORS.empty);
  if (bytes.includes(0)) throw new ValidationFailed(FILE_ERRORS.binary);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ValidationFailed(FILE_ERRORS.encoding);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function delimiterOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
}

function checkHeader(header: string[], columns: readonly ImportColumn[]): void {
  const known = new Set(columns.map((c) => c.name));
  const seen = new Set<string>();
  for (const name of header) {
    if (seen.has(name) && name) throw new ValidationFailed(FILE_ERRORS.repeatedColumn(name));
    seen.add(name);
  }
  const missing = columns.filter((c) => c.required && !seen.has(c.name)).map((c) => c.name);
  const unknown = header.filter((name) => !known.has(name)).map((name) => name || '(empty)');
  if (missing.length || unknown.length) {
    throw new ValidationFailed(FILE_ERRORS.header(missing, unknown, [...known]));
  }
}

/** Streams the file's records through csv-parse: the header checked against `columns`, then each row. */
export async function* readCsvRows(text: string, columns: readonly ImportColumn[]): AsyncGenerator<FileRow> {
  const parser = Readable.from([text]).pipe(
    parse({
      delimiter: delimiterOf(text),
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: 100_000,
    }),
  );
  let header: string[] | null = null;
  let line = 1;
  let count = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!header) {
        header = record.map((name) => name.trim().toLowerCase());
        checkHeader(header, columns);
        continue;
      }
      line += 1;
      count += 1;
      if (count > MAX_ROWS) throw new ValidationFailed(FILE_ERRORS.tooManyRows);
      const cells: Cells = {};
      header.forEach((name, i) => {
        cells[name] = record[i] ?? '';
      });
      yield record.length === header.length ? { line, cells } : { line, cells, cellCount: record.length };
    }
  } catch (error) {
    if (error instanceof CsvError) throw new ValidationFailed(FILE_ERRORS.malformed(error.message));
    throw error;
  } finally {
    parser.destroy();
  }
  if (!header) throw new ValidationFailed(FILE_ERRORS.empty);
  if (count === 0) throw new ValidationFailed(FILE_ERRORS.noRows);
}

const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV document (CRLF line ends, as RFC 4180 and spreadsheets expect), with a BOM so Excel reads UTF-8. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
