import { receivingOrder } from '../../testing/fixtures';
import {
  countsDiffer,
  countValues,
  ERRORS,
  receiveBoxBody,
  validateBoxCount,
  type BoxCountValues,
} from './boxCount.form';

// Box 2 of the fixture announces MUG-001 × 10 and TEE-BLK-M × 5.
const box = receivingOrder.boxes[1];
const counted = (
  mug: [string, string],
  tee: [string, string],
  extra: Partial<BoxCountValues> = {},
): BoxCountValues => {
  const values = countValues(box);
  return {
    ...values,
    lines: [
      { ...values.lines[0], received: mug[0], damaged: mug[1] },
      { ...values.lines[1], received: tee[0], damaged: tee[1] },
    ],
    ...extra,
  };
};

describe('the box count form', () => {
  it('starts with every announced SKU and no count typed', () => {
    expect(countValues(box)).toEqual({
      lines: [
        { sku: 'MUG-001', name: 'Ceramic mug', expected: 10, received: '', damaged: '' },
        { sku: 'TEE-BLK-M', name: 'Black tee, M', expected: 5, received: '', damaged: '' },
      ],
      found: [],
      note: '',
    });
  });

  it('wants a count for every announced SKU, a whole number of units', async () => {
    const errors = await validateBoxCount(counted(['', ''], ['2.5', '-1']));
    expect(errors.lines).toEqual([
      { received: ERRORS.countRequired },
      { received: ERRORS.wholeNumber, damaged: ERRORS.wholeNumber },
    ]);
  });

  it('needs no note when good and damaged units make what the box announced', async () => {
    const values = counted(['9', '1'], ['5', '']);
    expect(countsDiffer(values)).toBe(false);
    expect(await validateBoxCount(values)).toEqual({});
  });

  it('requires a note once the counts differ, and takes one', async () => {
    const values = counted(['8', '1'], ['5', '']);
    expect(countsDiffer(values)).toBe(true);
    expect(await validateBoxCount(values)).toEqual({ note: ERRORS.noteRequired });
    expect(await validateBoxCount({ ...values, note: '  ' })).toEqual({ note: ERRORS.noteRequired });
    expect(await validateBoxCount({ ...values, note: 'One mug missing' })).toEqual({});
  });

  it('counts an unexpected SKU found in the box as a difference', async () => {
    const values = counted(['10', ''], ['5', ''], {
      found: [{ sku: 'CAP-RED', received: '2', damaged: '' }],
    });
    expect(countsDiffer(values)).toBe(true);
    expect(await validateBoxCount(values)).toEqual({ note: ERRORS.noteRequired });
  });

  it('refuses an unexpected SKU without units, one the box announced, or one listed twice', async () => {
    const errors = await validateBoxCount(
      counted(['10', ''], ['5', ''], {
        found: [
          { sku: '', received: '0', damaged: '' },
          { sku: 'mug-001', received: '1', damaged: '' },
          { sku: 'CAP-RED', received: '1', damaged: '' },
          { sku: 'cap-red ', received: '', damaged: '1' },
        ],
        note: 'Extra caps',
      }),
    );
    expect(errors.found).toEqual([
      { sku: ERRORS.skuRequired, received: ERRORS.foundEmpty },
      { sku: ERRORS.skuAnnounced },
      { sku: ERRORS.skuTwice },
      { sku: ERRORS.skuTwice, received: ERRORS.countRequired },
    ]);
  });

  it('sends every announced SKU (damaged only when typed), the unexpected ones and the note', () => {
    const values = counted(['8', '1'], ['0', ''], {
      found: [{ sku: ' CAP-RED ', received: '2', damaged: '' }],
      note: ' Tees missing ',
    });
    expect(receiveBoxBody(values)).toEqual({
      lines: [
        { sku: 'MUG-001', received: 8, damaged: 1 },
        { sku: 'TEE-BLK-M', received: 0 },
        { sku: 'CAP-RED', received: 2 },
      ],
      note: 'Tees missing',
    });
    expect(receiveBoxBody(counted(['10', ''], ['5', ''])).note).toBeNull();
  });
});
