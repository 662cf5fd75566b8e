// What the create-a-store screen decides without the API: which kind a route pre-selects, the sandbox store's
// fresh address, and the manual channel's field checks.
import { sandboxStoreUrl } from '../integrations/integration.rules';

export type StoreKind = 'sandbox' | 'manual';

/**
 * `/createStoreFulfillment` creates a store that lives in the fulfillment portal itself (spec point 4 reads a
 * 'fulfillment' state as started inside the portal): the manual sales channel, for CSV and API orders.
 * `/store/create` creates a store to connect: the merchant's own sandbox store.
 */
export function kindForPath(pathname: string): StoreKind {
  return /^\/createStoreFulfillment\/?$/i.test(pathname) ? 'manual' : 'sandbox';
}

/**
 * A new sandbox store of the merchant's own: the client's handle and a random suffix, so it is another store than
 * one they connected already (the sandbox store answers any handle under its path).
 */
export function newSandboxStoreUrl(
  apiUrl: string,
  clientId: string,
  random: () => number = Math.random,
): string {
  const suffix = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return sandboxStoreUrl(apiUrl, `${clientId || 'store'}-${suffix}`);
}

export const MAX_CHANNEL_NAME = 100;

export interface ManualChannelForm {
  name: string;
  warehouseId: string;
  automaticOrders: boolean;
}

/** The fields' problems as text ids (empty when the form can be sent). */
export function manualChannelErrors(
  form: ManualChannelForm,
): Partial<Record<'name' | 'warehouseId', string>> {
  const errors: Partial<Record<'name' | 'warehouseId', string>> = {};
  const name = form.name.trim();
  if (!name) errors.name = 'settings.storeCreate.error.name';
  else if (name.length > MAX_CHANNEL_NAME) errors.name = 'settings.storeCreate.error.nameLength';
  if (!form.warehouseId) errors.warehouseId = 'settings.storeCreate.error.warehouse';
  return errors;
}
