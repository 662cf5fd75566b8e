// The visitor's side of the integration flow (spec point 4, step 1; spec point 8): a store arriving at
// /outside-integration is validated with `POST client/shop/outside/validation` before the visitor signs up or
// logs in. A refusal ends on /integrations like the signed-in flow's: 403 with 'This shop is already
// registered…', 409 silently, anything else with the generic message, kept under `integration-error`.
import { apiClient, ERROR_MESSAGES, failedResponse, STORAGE_KEYS } from '@estiba/shared';

/** Where the validation leaves the visitor: on this page to sign in, or sent to /integrations. */
export type VisitorValidation = { kind: 'valid' } | { kind: 'refused'; message: string | null };

/** The store's address in the query the platform sent (Shopify's `shop`, or a connector's `url`). */
export function storeOfQuery(params: URLSearchParams): string | null {
  const shop = params.get('shop')?.trim() || params.get('url')?.trim();
  return shop || null;
}

/** `POST client/shop/outside/validation` {url}; a refusal's message per spec point 8 (null: silent, 409). */
export async function validateVisitorShop(url: string): Promise<VisitorValidation> {
  try {
    await apiClient.post('client/shop/outside/validation', { url });
    return { kind: 'valid' };
  } catch (error) {
    const status = failedResponse(error)?.status;
    if (status === 409) return { kind: 'refused', message: null };
    if (status === 403) return { kind: 'refused', message: ERROR_MESSAGES.shopAlreadyRegistered };
    return { kind: 'refused', message: ERROR_MESSAGES.integrationFailed };
  }
}

/** Keeps a refusal's message for the integrations page, which shows it once (spec point 3's key). */
export function keepIntegrationError(message: string | null, storage: Storage = localStorage): void {
  if (message) storage.setItem(STORAGE_KEYS.integrationError, message);
}
