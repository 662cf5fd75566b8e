// Tracking numbers in each carrier brand's own format, as the sandbox issues them: a person (and the shop) reads
// a sandbox number as they would read the carrier's. One small table per brand, and a default for the rest.
import { randomInt } from 'node:crypto';

const DIGITS = '0123456789';
const ALPHANUMERIC = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

const pick = (alphabet: string, length: number): string =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

export interface TrackingFormat {
  /** What the number looks like, for the tests and for people. */
  pattern: RegExp;
  make: () => string;
}

/** By the brand (the carriers catalogue's logo slug). */
export const TRACKING_FORMATS: Readonly<Record<string, TrackingFormat>> = {
  // FedEx Express: 12 digits.
  fedex: { pattern: /^\d{12}$/, make: () => pick(DIGITS, 12) },
  // DHL eCommerce / Parcel style: JD + 18 digits; DHL Express air waybills: 10 digits.
  'dhl-express': { pattern: /^JD\d{18}$/, make: () => `JD${pick(DIGITS, 18)}` },
  'dhl-ecommerce': { pattern: /^JD\d{18}$/, make: () => `JD${pick(DIGITS, 18)}` },
  'dhl-parcel': { pattern: /^JD\d{18}$/, make: () => `JD${pick(DIGITS, 18)}` },
  // UPS: 1Z + 6 shipper characters + 2 service digits + 8 digits.
  ups: {
    pattern: /^1Z[0-9A-Z]{6}\d{10}$/,
    make: () => `1Z${pick(ALPHANUMERIC, 6)}${pick(DIGITS, 10)}`,
  },
  // USPS: 22 digits starting 9400 (Priority/First-Class tracking).
  usps: { pattern: /^9400\d{18}$/, make: () => `9400${pick(DIGITS, 18)}` },
  // Estafeta: 22 digits.
  estafeta: { pattern: /^\d{22}$/, make: () => pick(DIGITS, 22) },
  // Correos (Spain) parcels: PQ, 18 digits and the country code ES.
  correos: { pattern: /^PQ\d{18}ES$/, make: () => `PQ${pick(DIGITS, 18)}ES` },
};

/** Any other brand: EST + 13 digits, unmistakably the sandbox's. */
export const DEFAULT_TRACKING_FORMAT: TrackingFormat = {
  pattern: /^EST\d{13}$/,
  make: () => `EST${pick(DIGITS, 13)}`,
};

export const trackingFormatOf = (brand: string): TrackingFormat =>
  TRACKING_FORMATS[brand] ?? DEFAULT_TRACKING_FORMAT;

export const newTrackingNumber = (brand: string): string => trackingFormatOf(brand).make();
