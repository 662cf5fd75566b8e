// Counting one box: the form's values (counts as typed), its rules (Yup, messages as ids) and the request they
// make. The rules are the API's (receive-box.ts), checked first so staff see them at the field: every announced
// SKU gets a count, damaged is optional (none when empty), an unexpected SKU found in the box needs its SKU and
// at least one unit, and a note is required once the counts differ from what the box announced.
import type { ReceiveBoxBody, ReceivingBox } from '@estiba/api/contract';
import * as Yup from 'yup';
import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';

/** The API's limits (receiving/schemas.ts). */
export const MAX_UNITS = 1_000_000;
export const MAX_NOTE_LENGTH = 1000;
export const MAX_SKU_LENGTH = 64;

/** One announced SKU of the box: what it should hold and what was counted (text as typed). */
export interface CountLine {
  sku: string;
  name: string | null;
  expected: number;
  received: string;
  damaged: string;
}

/** An SKU found in the box though the box did not announce it. */
export interface FoundLine {
  sku: string;
  received: string;
  damaged: string;
}

export interface BoxCountValues {
  lines: CountLine[];
  found: FoundLine[];
  note: string;
}

export const ERRORS = {
  countRequired: 'inventory.receiving.errors.countRequired',
  wholeNumber: 'inventory.receiving.errors.wholeNumber',
  skuRequired: 'inventory.receiving.errors.skuRequired',
  skuTooLong: 'inventory.receiving.errors.skuTooLong',
  skuAnnounced: 'inventory.receiving.errors.skuAnnounced',
  skuTwice: 'inventory.receiving.errors.skuTwice',
  foundEmpty: 'inventory.receiving.errors.foundEmpty',
  noteRequired: 'inventory.receiving.errors.noteRequired',
  noteTooLong: 'inventory.receiving.errors.noteTooLong',
} as const;

/** The form for a box: its announced lines with empty counts (staff type what they count, not a guess). */
export function countValues(box: ReceivingBox): BoxCountValues {
  return {
    lines: box.lines
      .filter((line) => !line.unexpected)
      .map((line) => ({
        sku: line.sku,
        name: line.name,
        expected: line.expected,
        received: '',
        damaged: '',
      })),
    found: [],
    note: '',
  };
}

export const emptyFoundLine = (): FoundLine => ({ sku: '', received: '', damaged: '' });

/** Zero or a positive whole number within the API's limit, written in digits. */
// Formik hands Yup an empty field as undefined.
export const isCount = (text: string | undefined): boolean =>
  /^\d{1,7}$/.test(text?.trim() ?? '') && Number(text) <= MAX_UNITS;

/** The units a field holds: none when empty (or not a count, which its own rule reports). */
export const units = (text: string | undefined): number => (isCount(text) ? Number(text) : 0);

/**
 * Whether the counts differ from what the box announced, as the API decides it: an announced SKU whose good
 * and damaged units are not its expected units, or any unit of an unexpected SKU.
 */
export function countsDiffer(values: BoxCountValues): boolean {
  return (
    values.lines.some(
      (line) => isCount(line.received) && units(line.received) + units(line.damaged) !== line.expected,
    ) || values.found.some((line) => units(line.received) + units(line.damaged) > 0)
  );
}

const optionalCount = Yup.string().test(
  'count',
  ERRORS.wholeNumber,
  (value) => !value?.trim() || isCount(value),
);
const requiredCount = Yup.string()
  .required(ERRORS.countRequired)
  .test('count', ERRORS.wholeNumber, (value) => isCount(value));

type Context = { values: BoxCountValues };
const normalSku = (sku: string) => sku.trim().toUpperCase();

const schema = Yup.object({
  lines: Yup.array().of(Yup.object({ received: requiredCount, damaged: optionalCount })),
  found: Yup.array().of(
    Yup.object({
      sku: Yup.string()
        .trim()
        .required(ERRORS.skuRequired)
        .max(MAX_SKU_LENGTH, ERRORS.skuTooLong)
        .test('announced', ERRORS.skuAnnounced, function notAnnounced(value) {
          const { values } = this.options.context as Context;
          return !values.lines.some((line) => normalSku(line.sku) === normalSku(value ?? ''));
        })
        .test('twice', ERRORS.skuTwice, function once(value) {
          const { values } = this.options.context as Context;
          const sku = normalSku(value ?? '');
          return values.found.filter((line) => normalSku(line.sku) === sku).length < 2;
        }),
      received: requiredCount.test('some-units', ERRORS.foundEmpty, function someUnits(value) {
        // Nothing of an unexpected SKU is nothing found: the row is a mistake, not a count.
        const damaged = (this.parent as Partial<FoundLine>).damaged;
        return !isCount(value) || units(value) + units(damaged) > 0;
      }),
      damaged: optionalCount,
    }),
  ),
  note: Yup.string()
    .trim()
    .max(MAX_NOTE_LENGTH, ERRORS.noteTooLong)
    .test('required-when-different', ERRORS.noteRequired, function noted(value) {
      const { values } = this.options.context as Context;
      return !countsDiffer(values) || Boolean(value?.trim());
    }),
});

/** The form's errors (message ids by field), empty when it may be sent. */
export async function validateBoxCount(values: BoxCountValues): Promise<FormikErrors<BoxCountValues>> {
  try {
    await validateYupSchema(values, schema, false, { values });
    return {};
  } catch (error) {
    // A bug in a rule must not pass for a valid form.
    if (!Yup.ValidationError.isError(error)) throw error;
    return yupToFormErrors(error) as FormikErrors<BoxCountValues>;
  }
}

/** The request: every announced SKU (0 when none was there), then the unexpected ones found. */
export function receiveBoxBody(values: BoxCountValues): ReceiveBoxBody {
  const line = ({ sku, received, damaged }: { sku: string; received: string; damaged: string }) => ({
    sku: sku.trim(),
    received: units(received),
    ...(damaged.trim() ? { damaged: units(damaged) } : {}),
  });
  const note = values.note.trim();
  return {
    lines: [...values.lines.map(line), ...values.found.map(line)],
    // Kept in the ledger beside the movements even when the counts match.
    note: note || null,
  };
}
