// Resolving a box's discrepancy: a note saying how it was settled (required), and optional stock adjustments of
// on hand per SKU (signed, never 0), as the API's resolve-discrepancy route takes them.
import type { ResolveDiscrepancyBody } from '@estiba/api/contract';
import * as Yup from 'yup';
import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { MAX_NOTE_LENGTH, MAX_UNITS } from './boxCount.form';

export interface AdjustmentLine {
  sku: string;
  quantity: string;
}

export interface ResolveValues {
  note: string;
  adjustments: AdjustmentLine[];
}

export const RESOLVE_ERRORS = {
  noteRequired: 'inventory.receiving.resolve.errors.noteRequired',
  noteTooLong: 'inventory.receiving.errors.noteTooLong',
  skuRequired: 'inventory.receiving.errors.skuRequired',
  skuTwice: 'inventory.receiving.errors.skuTwice',
  quantity: 'inventory.receiving.resolve.errors.quantity',
} as const;

/** A signed whole number of units, not 0 ("-2", "+3", "5"). */
export const isAdjustment = (text: string): boolean =>
  /^[+-]?\d{1,7}$/.test(text.trim()) &&
  Number(text.trim()) !== 0 &&
  Math.abs(Number(text.trim())) <= MAX_UNITS;

const schema = Yup.object({
  note: Yup.string()
    .trim()
    .required(RESOLVE_ERRORS.noteRequired)
    .max(MAX_NOTE_LENGTH, RESOLVE_ERRORS.noteTooLong),
  adjustments: Yup.array().of(
    Yup.object({
      sku: Yup.string()
        .required(RESOLVE_ERRORS.skuRequired)
        .test('twice', RESOLVE_ERRORS.skuTwice, function once(value) {
          const { values } = this.options.context as { values: ResolveValues };
          return values.adjustments.filter((line) => line.sku === value).length < 2;
        }),
      quantity: Yup.string().test('signed', RESOLVE_ERRORS.quantity, (value) => isAdjustment(value ?? '')),
    }),
  ),
});

export async function validateResolve(values: ResolveValues): Promise<FormikErrors<ResolveValues>> {
  try {
    await validateYupSchema(values, schema, false, { values });
    return {};
  } catch (error) {
    if (!Yup.ValidationError.isError(error)) throw error;
    return yupToFormErrors(error) as FormikErrors<ResolveValues>;
  }
}

export function resolveBody(values: ResolveValues): ResolveDiscrepancyBody {
  return {
    note: values.note.trim(),
    adjustments: values.adjustments.map((line) => ({
      sku: line.sku,
      quantity: Number(line.quantity.trim()),
    })),
  };
}
