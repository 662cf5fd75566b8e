// The Create Order form's values, Yup rules and the body it sends, pure so they are tested alone. Limits are
// the contract's (ShippingAddress, CreateOrderBody): a person learns on the field what the API would refuse.
import * as Yup from 'yup';
import type { CreateOrderBody } from '../orders-common';

export const MAX_ORDER_LINES = 200;
export const MAX_LINE_QUANTITY = 100_000;
const MONEY_INTEGER_DIGITS = 10;

export interface OrderLineValues {
  productId: string;
  sku: string;
  name: string;
  quantity: string;
  /** Optional; money with up to two decimals. */
  unitPrice: string;
}

export interface OrderFormValues {
  reference: string;
  warehouseId: string;
  /** One of the merchant's shops, or '' for an order of no shop. */
  shopId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  countryCode: string;
  lines: OrderLineValues[];
  sendToProcess: boolean;
}

export const emptyOrder = (): OrderFormValues => ({
  reference: '',
  warehouseId: '',
  shopId: '',
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  countryCode: '',
  lines: [],
  sendToProcess: false,
});

export const ORDER_FORM_ERRORS = {
  required: 'orders.create.errors.required',
  tooLong: 'orders.create.errors.tooLong',
  email: 'orders.create.errors.email',
  phone: 'orders.create.errors.phone',
  country: 'orders.create.errors.country',
  noLines: 'orders.create.errors.noLines',
  tooManyLines: 'orders.create.errors.tooManyLines',
  quantity: 'orders.create.errors.quantity',
  price: 'orders.create.errors.price',
} as const;

const E = ORDER_FORM_ERRORS;
const required = (max: number) => Yup.string().trim().required(E.required).max(max, E.tooLong);
const optional = (max: number) => Yup.string().trim().max(max, E.tooLong);

/** Money with up to two decimals ("249.5" yes, "249.555", "-1", "1,5" no). */
export const isMoney = (text: string) =>
  new RegExp(`^\\d{1,${MONEY_INTEGER_DIGITS}}(\\.\\d{1,2})?$`).test(text.trim());

/** "249.5" → 24950 minor units, by text: no float ever touches the amount. */
export function toMinorUnits(text: string): number {
  const [units, cents = ''] = text.trim().split('.');
  return Number(units) * 100 + Number(cents.padEnd(2, '0'));
}

// Formik hands Yup an empty field as undefined: optional fields are optional here, not "defined".
export const orderFormSchema = Yup.object({
  reference: optional(100),
  warehouseId: Yup.string().required(E.required),
  shopId: Yup.string(),
  customerName: required(200),
  customerEmail: optional(254).email(E.email),
  customerPhone: optional(40).test(
    'phone',
    E.phone,
    (value) => !value || /^\+?[\d\s().-]{3,40}$/.test(value.trim()),
  ),
  line1: required(200),
  line2: optional(200),
  city: required(100),
  region: optional(100),
  postalCode: required(20),
  countryCode: Yup.string()
    .required(E.country)
    .matches(/^[A-Z]{2}$/, E.country),
  lines: Yup.array(
    Yup.object({
      productId: Yup.string().required(),
      quantity: Yup.string()
        .required(E.quantity)
        .test(
          'quantity',
          E.quantity,
          (value) =>
            /^\d{1,6}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= MAX_LINE_QUANTITY,
        ),
      unitPrice: Yup.string().test('price', E.price, (value) => !value?.trim() || isMoney(value)),
    }),
  )
    .min(1, E.noLines)
    .max(MAX_ORDER_LINES, E.tooManyLines)
    .required(),
  sendToProcess: Yup.boolean(),
});

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** What `POST client/order` receives for the form's values (validated first). */
export function orderBody(values: OrderFormValues, currency?: string): CreateOrderBody {
  return {
    ...(values.reference.trim() ? { reference: values.reference.trim() } : {}),
    warehouseId: values.warehouseId,
    ...(values.shopId ? { shopId: values.shopId } : {}),
    address: {
      customerName: values.customerName.trim(),
      customerEmail: orNull(values.customerEmail),
      customerPhone: orNull(values.customerPhone),
      line1: values.line1.trim(),
      line2: orNull(values.line2),
      city: values.city.trim(),
      region: orNull(values.region),
      postalCode: values.postalCode.trim(),
      countryCode: values.countryCode,
    },
    ...(currency ? { currency } : {}),
    lines: values.lines.map((line) => ({
      productId: line.productId,
      quantity: Number(line.quantity),
      ...(line.unitPrice.trim() ? { unitPriceMinor: toMinorUnits(line.unitPrice) } : {}),
    })),
    sendToProcess: values.sendToProcess,
  };
}

/** The form's field for a path the API names (`address.city` → `city`; lines keep their path). */
export function formFieldOf(apiPath: string): string {
  const path = apiPath.replace(/^\//, '').replace(/\//g, '.');
  return path.startsWith('address.') ? path.slice('address.'.length) : path;
}
