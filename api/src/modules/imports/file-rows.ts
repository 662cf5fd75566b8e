// The checks of a file's rows that need no database, run on upload and on preview alike: each row's cells read
// by its kind's rules, then rows of the same key within the file (the same SKU twice): an identical repeat is
// skipped, a repeat with other values refused. A kind whose rows form groups (an order's lines) has the rows of one
// group agree on its header, and a refused row refuses the rest of its group.
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
  const firstOfGroup = new Map<string, { line: number; header: string }>();
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
    const group = kind.groupColumn ? cells[kind.groupColumn]?.trim() : undefined;
    if (group && kind.groupHeader) {
      const header = kind.groupHeader(read.value);
      const first = firstOfGroup.get(group);
      if (!first) firstOfGroup.set(group, { line, header });
      else if (first.header !== header) {
        rows.push({
          line,
          cells,
          outcome: 'rejected',
          problem: problem('orderConflict', null, String(first.line)),
        });
        continue;
      }
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
  return kind.groupColumn ? refuseGroups(rows, kind.groupColumn) : rows;
}

/** A group with a refused row is refused whole: its other undecided rows name the first refused row. */
export function refuseGroups(rows: CheckedRow[], column: string): CheckedRow[] {
  const refusedBy = new Map<string, number>();
  for (const row of rows) {
    const group = row.cells[column]?.trim();
    if (group && row.outcome === 'rejected' && !refusedBy.has(group)) refusedBy.set(group, row.line);
  }
  if (refusedBy.size === 0) return rows;
  return rows.map((row) => {
    const by = refusedBy.get(row.cells[column]?.trim() ?? '');
    if (by === undefined || row.outcome === 'rejected') return row;
    return {
      ...row,
      value: undefined,
      outcome: 'rejected',
      problem: problem('orderRowRejected', null, String(by)),
    };
  });
}
