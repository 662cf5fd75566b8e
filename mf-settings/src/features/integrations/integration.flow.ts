// The integration flow of spec point 4 as two steps the screens run: connecting a Shopify shop (validation, then
// its OAuth authorisation page) and posting another platform's shop with its token (then the onboarding step).
// Each ends either by leaving for an authorisation page or by going back to /integrations, with any failure kept
// under `integration-error` for that page to show (spec point 8).
import { STORAGE_KEYS } from '@estiba/shared';
import { createShop, markIntegrateStepDone, startShopAuthorization, validateShop } from './integrations.api';
import {
  shopCreationFailure,
  storeIntegrationError,
  validationFailure,
  type ShopPayload,
} from './integration.rules';

/**
 * Where a flow ends: the store's authorisation page, back on /integrations, or (a visitor's validation) a valid
 * store the visitor must sign in or register to connect.
 */
export type FlowOutcome =
  { kind: 'authorize'; url: string } | { kind: 'integrations' } | { kind: 'validated' };

const BACK_TO_INTEGRATIONS: FlowOutcome = { kind: 'integrations' };

/** The browser leaving the app for another site (a seam the tests watch: jsdom cannot navigate). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Step 1–2: validate the Shopify shop (signed-in or visitor variant), then, signed in, its authorisation page. A
 * refused validation stores the catalogue's message (403 its own, 409 nothing) and returns to integrations.
 */
export async function connectShopify(url: string, { signedIn }: { signedIn: boolean }): Promise<FlowOutcome> {
  try {
    await validateShop(url, signedIn);
  } catch (error) {
    const failure = validationFailure(error);
    if (!failure.silent) storeIntegrationError(failure.message);
    return BACK_TO_INTEGRATIONS;
  }
  // A visitor connects once signed in: the grant is bound to a merchant.
  if (!signedIn) return { kind: 'validated' };
  try {
    return { kind: 'authorize', url: await startShopAuthorization(url) };
  } catch (error) {
    // The shop passed validation but no authorisation page came (503 without Shopify's app, 502 from the store).
    const failure = validationFailure(error);
    if (!failure.silent) storeIntegrationError(failure.message);
    return BACK_TO_INTEGRATIONS;
  }
}

/** Step 4: the onboarding step; its failure does not undo a connected shop, so it is only logged. */
export async function completeIntegrateStep(): Promise<void> {
  try {
    await markIntegrateStepDone();
  } catch (error) {
    console.warn('the integrate onboarding step could not be marked done', error);
  }
}

/**
 * Step 3–4: post the shop with its token; the new shop's id is kept under `newShopId`, the onboarding step is
 * marked done. A refusal stores the server's message field.
 */
export async function connectWithToken(payload: ShopPayload): Promise<FlowOutcome> {
  try {
    const shopId = await createShop(payload);
    if (shopId) localStorage.setItem(STORAGE_KEYS.newShopId, shopId);
  } catch (error) {
    storeIntegrationError(shopCreationFailure(error));
    return BACK_TO_INTEGRATIONS;
  }
  await completeIntegrateStep();
  return BACK_TO_INTEGRATIONS;
}
