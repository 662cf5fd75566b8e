// Telling the order's shop that it shipped goes through the shop's store connector (Shopify, WooCommerce, …).
// Store connectors arrive with issue 19: this is the one-method interface the floor calls and the place it calls
// it from. Until connectors exist no shop is told; an order without a shop (manual, imported) has no one to tell.
export interface ShippedNotice {
  shopId: string;
  /** The shop's own id of the order (null: it came to us by file or by hand, under a shop). */
  externalId: string | null;
  orderId: string;
  reference: string;
  carrierName: string;
  serviceName: string;
  trackingNumber: string;
}

export interface StoreConnector {
  notifyShipped(notice: ShippedNotice): Promise<void>;
}

/** The connector of a shop, or null when it has none (yet). */
export interface StoreConnectors {
  forShop(shopId: string): StoreConnector | null;
}

/** Before issue 19: no shop has a connector. */
export const NO_STORE_CONNECTORS: StoreConnectors = { forShop: () => null };
