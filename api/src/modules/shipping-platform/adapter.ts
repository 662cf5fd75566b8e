// The shipping platform as the API sees it: one interface to quote and to buy a label for a carrier's service,
// whatever platform sits behind it. The sandbox (sandbox.ts) is the implementation every environment has: it
// issues tracking numbers in the carrier's format and a real PDF label, so the whole floor works without an
// account at a real platform; a real platform's client would implement the same interface.

export interface Address {
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  region?: string | null;
  postalCode: string;
  countryCode: string;
}

export interface Parcel {
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface LabelRequest {
  carrier: {
    id: string;
    name: string;
    /** The brand (the carriers catalogue's logo slug): its tracking numbers' format. */
    brand: string;
  };
  service: { id: string; name: string };
  from: Address;
  to: Address;
  parcel: Parcel;
  /** What the label prints as the shipper's reference (the order's number and reference). */
  reference: string;
  /** The currency quotes are given in (the warehouse's). */
  currency: string;
}

export interface Quote {
  amountMinor: number;
  currency: string;
  estimatedDays: number;
}

export interface PurchasedLabel {
  trackingNumber: string;
  /** The label as a PDF (4 × 6 inches). */
  labelPdf: Buffer;
  labelFileName: string;
}

export interface ShippingPlatform {
  quote(request: LabelRequest): Promise<Quote>;
  buyLabel(request: LabelRequest): Promise<PurchasedLabel>;
}

/** The account at the shipping platform that a token opens. */
export interface ShippingPlatformAccount {
  /** The platform's id of the account (what the navbar shows after 'Integrated with'). */
  accountId: string;
}

/**
 * Checks a client's API token with the shipping platform (PUT client/{product}/token). Kept apart from
 * ShippingPlatform: labels are bought with the operator's account, a client's token only integrates the client.
 */
export interface ShippingPlatformTokens {
  /** The account the token opens, or null when the platform does not accept it. Throws when unreachable. */
  verifyToken(token: string): Promise<ShippingPlatformAccount | null>;
}
