// What the import screen decides from the file and the API's answers, as pure functions: the file's first rows
// as the browser reads them (papaparse, before anything is sent), a rejected row's reason in the person's
// language, whether there is anything to import, and the progress of the job.
import Papa from 'papaparse';
import type { ImportCounts, ImportRejectedRow, ImportResult, Job } from '@estiba/api/contract';
import type { UiMessage } from '../inventory-common';

/** The API's largest file (api/src/modules/imports/schemas.ts); a larger one is refused before sending. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Rows of the file the screen shows before the API's check. */
export const FIRST_ROWS_SHOWN = 5;

export interface FileGlance {
  header: string[];
  firstRows: string[][];
  /** Data rows (without the header and empty lines). */
  rowCount: number;
}

/** The file's header, first rows and row count, read in the browser (comma or semicolon, a BOM dropped). */
export function glanceAtCsv(text: string): FileGlance {
  // One kind of line end (a file edited on two systems mixes them; papaparse keeps the first it sees).
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const parsed = Papa.parse<string[]>(normalized, { skipEmptyLines: 'greedy', newline: '\n' });
  const [header = [], ...rows] = parsed.data;
  return {
    header: header.map((cell) => cell.trim()),
    firstRows: rows.slice(0, FIRST_ROWS_SHOWN),
    rowCount: rows.length,
  };
}

/** Whether the browser can already tell the file will not do: empty, or too large to send. */
export function fileProblem(file: Pick<File, 'size' | 'name'>): UiMessage | null {
  if (file.size === 0) return { id: 'inventory.imports.file.empty' };
  if (file.size > MAX_FILE_BYTES) return { id: 'inventory.imports.file.tooLarge', values: { megabytes: 10 } };
  return null;
}

/** A rejected row's reason in the screen's language: the API's code with its column and value. */
export function reasonMessage(row: Pick<ImportRejectedRow, 'code' | 'column' | 'value'>): UiMessage {
  return {
    id: `inventory.imports.reason.${row.code}`,
    values: { column: row.column ?? '', value: row.value ?? '' },
  };
}

/** Rows an import of the previewed file would write (create or update). */
export const rowsToWrite = (counts: ImportCounts): number => counts.created + counts.updated;

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

/**
 * Which of two pieces of news about a job to show: a finish stays, and while it runs progress only moves forward
 * (a read answered late, or an event delivered late, must not move the bar back).
 */
export function newerJobState<State extends JobNews>(current: State | null, next: State): State {
  if (!current) return next;
  if (isFinished(current.status)) return current;
  if (isFinished(next.status)) return next;
  return next.current >= current.current ? next : current;
}
