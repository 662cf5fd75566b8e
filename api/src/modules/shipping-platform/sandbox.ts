// The shipping platform's sandbox: a product feature, not a test double. Every environment can buy labels with
// it: tracking numbers in the carrier's format (tracking-numbers.ts) and a real PDF label (label.ts). Its quote is
// a plain published-rate formula (a base per service kind plus a price per billable kilogram), in the warehouse's
// currency's minor units.
import type { LabelRequest, PurchasedLabel, Quote, ShippingPlatform } from './adapter.js';
import { renderShippingLabel } from './label.js';
import { newTrackingNumber } from './tracking-numbers.js';

/** Volumetric divisor (cm³ per kg) carriers use for billable weight. */
const VOLUMETRIC_DIVISOR = 5000;
const BASE_MINOR = 9900;
const PER_KG_MINOR = 2500;
const INTERNATIONAL_FACTOR = 3;
const DOMESTIC_DAYS = 3;
const INTERNATIONAL_DAYS = 7;

export const billableKg = ({ weightKg, lengthCm, widthCm, heightCm }: LabelRequest['parcel']): number =>
  Math.max(1, Math.ceil(Math.max(weightKg, (lengthCm * widthCm * heightCm) / VOLUMETRIC_DIVISOR)));

export class SandboxShippingPlatform implements ShippingPlatform {
  constructor(private readonly options: { compress?: boolean } = {}) {}

  async quote(request: LabelRequest): Promise<Quote> {
    const international = request.from.countryCode !== request.to.countryCode;
    const amount = BASE_MINOR + PER_KG_MINOR * billableKg(request.parcel);
    return {
      amountMinor: international ? amount * INTERNATIONAL_FACTOR : amount,
      currency: request.currency,
      estimatedDays: international ? INTERNATIONAL_DAYS : DOMESTIC_DAYS,
    };
  }

  async buyLabel(request: LabelRequest): Promise<PurchasedLabel> {
    const trackingNumber = newTrackingNumber(request.carrier.brand);
    const labelPdf = await renderShippingLabel(request, trackingNumber, this.options);
    return { trackingNumber, labelPdf, labelFileName: `label-${trackingNumber}.pdf` };
  }
}
