// The checks of a file's rows that need no database, run on upload and on preview alike: each row's cells read
// by its kind's rules, then rows of the same key within the file (the same SKU twice): an identical repeat is
// skipped, a repeat with other values refused.
import { readCsvRows } from './csv.js';
import type { KindDefinition } from './kinds/kind.js';
import { problem, type Cells, type RowProblem } from './rules.js';

export interface CheckedRow {
  line: number;
  cells: Cells;
  /** The row's value when it passed; the database decides the rest. */
  value?: unknown;
  /** Decided already: skipped (a repeat) or rejected (with its problem). */
  outcome: 'skipped' | 'rejected' | null;
  problem: RowProblem | null;
}

export async function checkFile(kind: KindDefinition<unknown>, text: string): Promise<CheckedRow[]> {
  const rows: CheckedRow[] = [];
  const firstOfKey = new Map<string, { line: number; json: string }>();
  for await (const { line, cells, cellCount } of readCsvRows(text, kind.columns)) {
    if (cellCount !== undefined) {
      rows.push({ line, cells, outcome: 'rejected', problem: problem('cellCount', null, String(cellCount)) });
      continue;
    }
    const read = kind.read(cells);
    if ('problem' in read) {
      rows.push({ line, cells, outcome: 'rejected', problem: read.problem });
      continue;
    }
    const key = kind.key(read.value);
    const json = JSON.stringify(read.value);
    const first = firstOfKey.get(key);
    if (!first) {
      firstOfKey.set(key, { line, json });
      rows.push({ line, cells, value: read.value, outcome: null, problem: null });
    } else if (first.json === json) {
      rows.push({ line, cells, outcome: 'skipped', problem: null });
    } else {
      rows.push({ line, cells, outcome: 'rejected', problem: problem('repeated', null, String(first.line)) });
    }
  }
  return rows;
}
