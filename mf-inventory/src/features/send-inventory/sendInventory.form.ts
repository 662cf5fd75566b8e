// The wizard's values, the validation of each step (Yup, messages as ids) and the request they make.
import type { SendInventoryBody, ShippingMethod } from '@estiba/api/contract';
import * as Yup from 'yup';
import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import {
  isArrivalDateValid,
  isCalendarDate,
  isPositiveInteger,
  MAX_BOXES,
  splitAddsUp,
  toCount,
} from './sendInventory.rules';

/** One product of the shipment, with what the wizard showed of it (so the review needs no new call). */
export interface DraftLine {
  productId: string;
  sku: string;
  name: string;
  /** On hand at the chosen warehouse when the product was added. */
  onHand: number;
  quantity: string;
  /** Units in box 1..N, as typed. */
  perBox: string[];
}

export interface SendInventoryValues {
  warehouseId: string;
  lines: DraftLine[];
  shippingMethod: ShippingMethod;
  carrierName: string;
  trackingNumber: string;
  boxCount: string;
  arrivalDate: string;
}

export const emptyValues = (): SendInventoryValues => ({
  warehouseId: '',
  lines: [],
  shippingMethod: 'own_carrier',
  carrierName: '',
  trackingNumber: '',
  boxCount: '1',
  arrivalDate: '',
});

/** The FAQ's steps after opening this screen: warehouse, quantities, shipping, boxes, arrival, review. */
export const STEPS = ['warehouse', 'products', 'shipping', 'boxes', 'arrival', 'review'] as const;
export type StepName = (typeof STEPS)[number];

/** Carrier and tracking texts: the API keeps up to 100 characters. */
export const MAX_SHIPPING_TEXT = 100;

const ERRORS = {
  warehouse: 'inventory.send.errors.warehouse',
  noProducts: 'inventory.send.errors.noProducts',
  quantity: 'inventory.send.errors.quantity',
  shippingMethod: 'inventory.send.errors.shippingMethod',
  tooLong: 'inventory.send.errors.tooLong',
  boxCount: 'inventory.send.errors.boxCount',
  split: 'inventory.send.errors.split',
  arrivalRequired: 'inventory.send.errors.arrivalRequired',
  arrivalPast: 'inventory.send.errors.arrivalPast',
} as const;

const quantity = Yup.string().test('positive-integer', ERRORS.quantity, (value) =>
  isPositiveInteger(value ?? ''),
);
const boxCount = Yup.string().test(
  'box-count',
  ERRORS.boxCount,
  (value) => isPositiveInteger(value ?? '') && toCount(value ?? '') <= MAX_BOXES,
);

const STEP_SCHEMAS: Record<StepName, Yup.AnyObjectSchema> = {
  warehouse: Yup.object({ warehouseId: Yup.string().required(ERRORS.warehouse) }),
  products: Yup.object({
    lines: Yup.array().of(Yup.object({ quantity })).min(1, ERRORS.noProducts),
  }),
  shipping: Yup.object({
    shippingMethod: Yup.string().oneOf(['own_carrier', 'shipping_platform'], ERRORS.shippingMethod),
    carrierName: Yup.string().max(MAX_SHIPPING_TEXT, ERRORS.tooLong),
    trackingNumber: Yup.string().max(MAX_SHIPPING_TEXT, ERRORS.tooLong),
  }),
  boxes: Yup.object({
    boxCount,
    lines: Yup.array().of(
      Yup.object({
        perBox: Yup.array().test('adds-up', ERRORS.split, function addsUp(perBox) {
          const line = this.parent as DraftLine;
          return splitAddsUp(line.quantity, (perBox as string[] | undefined) ?? []);
        }),
      }),
    ),
  }),
  arrival: Yup.object({
    arrivalDate: Yup.string()
      .required(ERRORS.arrivalRequired)
      .test('calendar-date', ERRORS.arrivalRequired, (value) => isCalendarDate(value ?? ''))
      .test('not-past', ERRORS.arrivalPast, function notPast(value) {
        const { today } = this.options.context as { today: string };
        return isArrivalDateValid(value ?? '', today);
      }),
  }),
  review: Yup.object({}),
};

/** Every step up to and including `upTo` is checked: a draft edited elsewhere cannot skip a rule. */
export async function validateSteps(
  values: SendInventoryValues,
  upTo: number,
  today: string,
): Promise<FormikErrors<SendInventoryValues>> {
  for (const name of STEPS.slice(0, upTo + 1)) {
    try {
      await validateYupSchema(values, STEP_SCHEMAS[name], false, { today });
    } catch (error) {
      return yupToFormErrors(error) as FormikErrors<SendInventoryValues>;
    }
  }
  return {};
}

/** The step whose fields an error belongs to (the earliest), so the wizard can go back to it. */
export function stepOfErrors(errors: FormikErrors<SendInventoryValues>): number {
  if (errors.warehouseId) return 0;
  const lineErrors = Array.isArray(errors.lines) ? errors.lines : [];
  if (
    typeof errors.lines === 'string' ||
    lineErrors.some((line) => line && typeof line === 'object' && 'quantity' in line)
  ) {
    return 1;
  }
  if (errors.shippingMethod || errors.carrierName || errors.trackingNumber) return 2;
  if (errors.boxCount || lineErrors.some((line) => line && typeof line === 'object' && 'perBox' in line))
    return 3;
  if (errors.arrivalDate) return 4;
  return STEPS.length - 1;
}

/** The step whose field a server error names (`arrivalDate`, `lines.0.quantity`, …); null for none of them. */
export function stepOfField(path: string): number | null {
  if (path === 'warehouseId') return 0;
  if (/^lines\.\d+\.(quantity|productId)$/.test(path) || path === 'lines') return 1;
  if (['shippingMethod', 'carrierName', 'trackingNumber'].includes(path)) return 2;
  if (path === 'boxCount' || path.startsWith('boxes') || /^lines\.\d+\.perBox/.test(path)) return 3;
  if (path === 'arrivalDate') return 4;
  return null;
}

/** The request the reviewed values make; `sendNow` false keeps the receiving order as a draft. */
export function buildRequest(values: SendInventoryValues, sendNow: boolean): SendInventoryBody {
  const boxes = toCount(values.boxCount);
  const carrierName = values.carrierName.trim();
  const trackingNumber = values.trackingNumber.trim();
  const ownCarrier = values.shippingMethod === 'own_carrier';
  return {
    warehouseId: values.warehouseId,
    shippingMethod: values.shippingMethod,
    ...(ownCarrier && carrierName ? { carrierName } : {}),
    ...(ownCarrier && trackingNumber ? { trackingNumber } : {}),
    arrivalDate: values.arrivalDate,
    send: sendNow,
    lines: values.lines.map((line) => ({ productId: line.productId, quantity: toCount(line.quantity) })),
    boxes: Array.from({ length: boxes }, (_, index) => ({
      lines: values.lines
        .map((line) => ({ productId: line.productId, quantity: toCount(line.perBox[index] ?? '') }))
        .filter((line) => line.quantity > 0),
    })),
  };
}
