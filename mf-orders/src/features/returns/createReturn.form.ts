// The Create return form's values, Yup rules and the body it sends, pure so they are tested alone. Limits are the
// contract's (CreateReturnBody): a person learns on the field what the API would refuse.
import * as Yup from 'yup';
import type { OrderLine } from '../orders-common';
import type { CreateReturnBody, ReturnType } from './returns.api';

export const MAX_REASON_LENGTH = 1000;

export interface ReturnFormValues {
  type: ReturnType | '';
  reason: string;
  /** Units to return per line of the order, in the order's line order ('' or '0': none). */
  quantities: string[];
}

export const emptyReturn = (lines: OrderLine[]): ReturnFormValues => ({
  type: '',
  reason: '',
  quantities: lines.map(() => ''),
});

const quantityRule = (max: number) =>
  Yup.string()
    .trim()
    .matches(/^\d*$/, 'orders.returns.form.errors.wholeNumber')
    .test('max', 'orders.returns.form.errors.tooMany', (value) => !value || Number(value) <= max);

/** The rules, per order line's shipped quantity: at most that many of each, at least one unit in all. */
export function returnFormSchema(lines: OrderLine[]) {
  return Yup.object({
    type: Yup.string()
      .oneOf(['exchange', 'refund'], 'orders.returns.form.errors.type')
      .required('orders.returns.form.errors.type'),
    reason: Yup.string()
      .trim()
      .required('orders.returns.form.errors.reason')
      .max(MAX_REASON_LENGTH, 'orders.returns.form.errors.reasonTooLong'),
    quantities: Yup.tuple(lines.map((line) => quantityRule(line.quantity)) as [Yup.StringSchema]).test(
      'some',
      'orders.returns.form.errors.noUnits',
      (values) => (values ?? []).some((value) => Number(value ?? 0) > 0),
    ),
  });
}

/** The body of `POST client/returns`: the lines with units, in the order's line order. */
export function returnBody(orderId: string, lines: OrderLine[], values: ReturnFormValues): CreateReturnBody {
  return {
    orderId,
    type: values.type as ReturnType,
    reason: values.reason.trim(),
    lines: lines
      .map((line, index) => ({ orderLineId: line.id, quantity: Number(values.quantities[index] || 0) }))
      .filter((line) => line.quantity > 0),
  };
}

/**
 * The form field a server refusal names: `lines.N.quantity` is the N-th line SENT (those with units), so it maps
 * back to that line's place in the order; `reason` and `type` are the form's own.
 */
export function formFieldOf(path: string, lines: OrderLine[], values: ReturnFormValues): string {
  const match = /^lines\.(\d+)\./.exec(path);
  if (!match) return path;
  const sent = lines
    .map((_line, index) => index)
    .filter((index) => Number(values.quantities[index] || 0) > 0);
  const index = sent[Number(match[1])];
  return index === undefined ? 'quantities' : `quantities.${index}`;
}
