import type { Job } from '@estiba/api/contract';
import {
  fileProblem,
  FIRST_ROWS_SHOWN,
  glanceAtCsv,
  importResultOf,
  MAX_FILE_BYTES,
  newerJobState,
  progressPercent,
  reasonMessage,
  rowsToWrite,
} from './csvImport.rules';

describe('the import screen rules', () => {
  it('reads the header and first rows of a file in the browser, BOM, quotes and empty lines included', () => {
    const text =
      '\uFEFFsku,name\r\nA-1,"Silla, plegable"\r\n\r\n' +
      Array.from({ length: 8 }, (_, i) => `B-${i},x`).join('\n');
    const glance = glanceAtCsv(text);
    expect(glance.header).toEqual(['sku', 'name']);
    expect(glance.rowCount).toBe(9);
    expect(glance.firstRows).toHaveLength(FIRST_ROWS_SHOWN);
    expect(glance.firstRows[0]).toEqual(['A-1', 'Silla, plegable']);
  });

  it('reads a semicolon-separated file as spreadsheets in Spanish save it', () => {
    expect(glanceAtCsv('sku;name\nA;Taza\n').firstRows).toEqual([['A', 'Taza']]);
  });

  it('refuses before sending a file that is empty or over 10 MB', () => {
    expect(fileProblem({ name: 'a.csv', size: 0 })).toEqual({ id: 'inventory.imports.file.empty' });
    expect(fileProblem({ name: 'a.csv', size: MAX_FILE_BYTES + 1 })).toEqual({
      id: 'inventory.imports.file.tooLarge',
      values: { megabytes: 10 },
    });
    expect(fileProblem({ name: 'a.csv', size: MAX_FILE_BYTES })).toBeNull();
  });

  it("turns a rejected row's code, column and value into a message of the screen's language", () => {
    expect(reasonMessage({ code: 'decimal', column: 'length_cm', value: '2' })).toEqual({
      id: 'inventory.imports.reason.decimal',
      values: { column: 'length_cm', value: '2' },
    });
    expect(reasonMessage({ code: 'componentSelf', column: 'component_sku', value: null })).toEqual({
      id: 'inventory.imports.reason.componentSelf',
      values: { column: 'component_sku', value: '' },
    });
  });

  it('counts the rows an import would write: created and updated, not skipped or rejected', () => {
    expect(rowsToWrite({ created: 3, updated: 2, skipped: 7, rejected: 1 })).toBe(5);
    expect(rowsToWrite({ created: 0, updated: 0, skipped: 7, rejected: 1 })).toBe(0);
  });

  it('shows progress as a percentage, 0 while the total is unknown', () => {
    expect(progressPercent(500, 620)).toBe(81);
    expect(progressPercent(620, 620)).toBe(100);
    expect(progressPercent(3, null)).toBe(0);
    expect(progressPercent(0, 0)).toBe(0);
  });

  it('keeps a finish, and never moves a running job back on late news', () => {
    type News = { status: Job['status']; current: number };
    const running = (current: number): News => ({ status: 'running', current });
    expect(newerJobState(null, running(5))).toEqual(running(5));
    expect(newerJobState(running(500), running(400))).toEqual(running(500));
    expect(newerJobState(running(400), running(500))).toEqual(running(500));
    const done: News = { status: 'succeeded', current: 620 };
    expect(newerJobState(running(500), done)).toBe(done);
    expect(newerJobState(done, running(600))).toBe(done);
  });

  it("reads an import job's result, and nothing else as one", () => {
    const result = { importId: 'i', kind: 'products', created: 1, updated: 0, skipped: 0, rejected: 0 };
    expect(importResultOf(result)).toEqual(result);
    expect(importResultOf({ counted: 3 })).toBeNull();
    expect(importResultOf(null)).toBeNull();
  });
});
