// The product form's rules (DOMAIN.md "Product"), pure so they are tested alone: dimensions and weight are
// positive exact decimals (strings, never floats), the declared value is money turned into minor units by
// text arithmetic, the SKU has no spaces at its ends and the barcode none at all.
import * as Yup from 'yup';
import type { Product, ProductInput } from '../inventory-common';

export const MAX_SKU_LENGTH = 64;
export const MAX_NAME_LENGTH = 200;
export const MAX_BARCODE_LENGTH = 64;
/** The API keeps centimetres with 2 decimals and kilograms with 3 (numeric(10,2) and numeric(10,3)). */
export const CM_DECIMALS = 2;
export const KG_DECIMALS = 3;
const CM_INTEGER_DIGITS = 8;
const KG_INTEGER_DIGITS = 7;
/** Declared values are money: two decimals, at most a thousand million. */
const MONEY_INTEGER_DIGITS = 10;
export const CURRENCIES = ['MXN', 'USD', 'EUR', 'COP', 'ARS', 'CLP'] as const;

export interface ProductValues {
  sku: string;
  name: string;
  barcode: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  weightKg: string;
  declaredValue: string;
  currency: string;
  lowStockThreshold: string;
}

export const emptyProduct = (): ProductValues => ({
  sku: '',
  name: '',
  barcode: '',
  lengthCm: '',
  widthCm: '',
  heightCm: '',
  weightKg: '',
  declaredValue: '',
  currency: 'MXN',
  lowStockThreshold: '',
});

/** A decimal written with a point, up to `decimals` places and `integerDigits` before the point. */
export function isDecimal(text: string, decimals: number, integerDigits: number): boolean {
  return new RegExp(`^\\d{1,${integerDigits}}(\\.\\d{1,${decimals}})?$`).test(text.trim());
}

/** A decimal above zero ("0.5" yes, "0", "0.00", "-1", "1,5" no). */
export function isPositiveDecimal(text: string, decimals: number, integerDigits: number): boolean {
  return isDecimal(text, decimals, integerDigits) && /[1-9]/.test(text);
}

/** "249.5" → 24950 minor units, by text: no float ever touches the amount. Null when it is not money. */
export function toMinorUnits(text: string): number | null {
  const trimmed = text.trim();
  if (!isDecimal(trimmed, 2, MONEY_INTEGER_DIGITS)) return null;
  const [units, cents = ''] = trimmed.split('.');
  return Number(units) * 100 + Number(cents.padEnd(2, '0'));
}

/** 24950 → "249.50". */
export function fromMinorUnits(minor: number): string {
  const units = Math.floor(minor / 100);
  return `${units}.${String(minor % 100).padStart(2, '0')}`;
}

const ERRORS = {
  skuRequired: 'inventory.productForm.errors.skuRequired',
  skuSpaces: 'inventory.productForm.errors.skuSpaces',
  tooLong: 'inventory.productForm.errors.tooLong',
  nameRequired: 'inventory.productForm.errors.nameRequired',
  barcodeSpaces: 'inventory.productForm.errors.barcodeSpaces',
  centimetres: 'inventory.productForm.errors.centimetres',
  kilograms: 'inventory.productForm.errors.kilograms',
  money: 'inventory.productForm.errors.money',
  threshold: 'inventory.productForm.errors.threshold',
} as const;

const positive = (message: string, decimals: number, digits: number) =>
  Yup.string()
    .required(message)
    .test('positive-decimal', message, (value) => isPositiveDecimal(value ?? '', decimals, digits));

export const productSchema = Yup.object({
  sku: Yup.string()
    .required(ERRORS.skuRequired)
    .max(MAX_SKU_LENGTH, ERRORS.tooLong)
    .test('no-edge-spaces', ERRORS.skuSpaces, (value) => !value || value === value.trim()),
  name: Yup.string().trim().required(ERRORS.nameRequired).max(MAX_NAME_LENGTH, ERRORS.tooLong),
  barcode: Yup.string()
    .max(MAX_BARCODE_LENGTH, ERRORS.tooLong)
    .test('no-spaces', ERRORS.barcodeSpaces, (value) => !value || !/\s/.test(value)),
  lengthCm: positive(ERRORS.centimetres, CM_DECIMALS, CM_INTEGER_DIGITS),
  widthCm: positive(ERRORS.centimetres, CM_DECIMALS, CM_INTEGER_DIGITS),
  heightCm: positive(ERRORS.centimetres, CM_DECIMALS, CM_INTEGER_DIGITS),
  weightKg: positive(ERRORS.kilograms, KG_DECIMALS, KG_INTEGER_DIGITS),
  declaredValue: Yup.string().test(
    'money',
    ERRORS.money,
    (value) => !value?.trim() || toMinorUnits(value) !== null,
  ),
  currency: Yup.string().oneOf([...CURRENCIES]),
  lowStockThreshold: Yup.string().test(
    'whole',
    ERRORS.threshold,
    (value) => !value?.trim() || /^\d{1,7}$/.test(value.trim()),
  ),
});

/** The request the form's values make (empty optional fields left out or null, numbers exact). */
export function toProductInput(values: ProductValues): ProductInput {
  const barcode = values.barcode.trim();
  const threshold = values.lowStockThreshold.trim();
  return {
    sku: values.sku,
    name: values.name.trim(),
    barcode: barcode || null,
    lengthCm: values.lengthCm.trim(),
    widthCm: values.widthCm.trim(),
    heightCm: values.heightCm.trim(),
    weightKg: values.weightKg.trim(),
    declaredValueMinor: toMinorUnits(values.declaredValue) ?? 0,
    currency: values.currency,
    lowStockThreshold: threshold ? Number(threshold) : null,
  };
}

/** The form's values for an existing product (the edit screen). */
export function fromProduct(product: Product): ProductValues {
  return {
    sku: product.sku,
    name: product.name,
    barcode: product.barcode ?? '',
    lengthCm: product.lengthCm,
    widthCm: product.widthCm,
    heightCm: product.heightCm,
    weightKg: product.weightKg,
    declaredValue: product.declaredValueMinor ? fromMinorUnits(product.declaredValueMinor) : '',
    currency: product.currency,
    lowStockThreshold: product.lowStockThreshold === null ? '' : String(product.lowStockThreshold),
  };
}

/** The fields the server may name in a refusal (409 on sku or barcode, 400 per field). */
export const PRODUCT_FIELDS = [
  'sku',
  'name',
  'barcode',
  'lengthCm',
  'widthCm',
  'heightCm',
  'weightKg',
  'declaredValue',
  'currency',
  'lowStockThreshold',
] as const satisfies readonly (keyof ProductValues)[];
export type ProductField = (typeof PRODUCT_FIELDS)[number];
/** The API's names that differ from the form's. */
export const PRODUCT_FIELD_ALIASES: Readonly<Record<string, ProductField>> = {
  declaredValueMinor: 'declaredValue',
};
