import type { Role } from '../auth/access';
import type { Locale } from '../i18n/locales';

/** A sales channel connected to the client (spec point 3, "Shop"). */
export interface SessionShop {
  shopId: string;
  name: string;
  ecommerce: string;
  currency: string;
  updatedScopes: number;
  marketplace?: string | null;
  settings?: Record<string, unknown>;
}

/** The signed-in user as the API returns it (spec point 3, "User (session)"). */
export interface SessionUser {
  userId: string;
  role: Role[];
  clientName: string;
  clientId: string;
  displayName: string;
  email: string;
  shops: SessionShop[];
  defaultShopId: string | null;
  lang: Locale;
  /** The user's saved IANA time zone (account settings); null or absent: the browser's. */
  timeZone?: string | null;
  billingEnabled: boolean;
  /** The shipping-platform integration: flag and its id. */
  shippingPlatformIntegrated: boolean;
  shippingPlatformId: string | null;
  newFeatures: boolean;
  from: 'api' | 'identity-provider';
  data: {
    displayName: string;
    photoURL: string | null;
    email: string;
    settings: Record<string, unknown>;
    shortcuts: string[];
  };
}
