// The start dialogs' calls (spec point 7): What's New's GET user/{id}/all-features and PUT feature-viewed, and the
// Update Necessary dialog's shop list and OAuth start (the integrations module's authorisation page).
import type {
  AllFeatures,
  ConnectedShop,
  ConnectedShopList,
  FeaturesViewed,
  FeaturesViewedBody,
  ShopAuthorization,
} from '@estiba/api/contract';
import { apiClient, failedResponse, nonBlankText } from '@estiba/shared';

export type { AllFeatures, ConnectedShop, FeatureAnnouncement } from '@estiba/api/contract';

/**
 * Spec point 8: the feature calls "rethrow the server data or message": the server's `message` (or its data when
 * that is a text), else the error's own message.
 */
export function rethrown(error: unknown): Error {
  const data = failedResponse(error)?.data;
  const fromServer =
    nonBlankText(data) ??
    (data && typeof data === 'object' ? nonBlankText((data as { message?: unknown }).message) : null);
  if (fromServer) return new Error(fromServer);
  return error instanceof Error ? error : new Error(String(error));
}

export async function fetchAllFeatures(userId: string): Promise<AllFeatures> {
  try {
    const response = await apiClient.get<AllFeatures>(`user/${encodeURIComponent(userId)}/all-features`);
    return Array.isArray(response.data) ? response.data : [];
  } catch (error) {
    throw rethrown(error);
  }
}

/** The feature-seen call: `featuresIds` and `userId`, as the spec words it. */
export async function sendFeaturesViewed(featuresIds: string[], userId: string): Promise<FeaturesViewed> {
  try {
    const body: FeaturesViewedBody = { featuresIds, userId };
    return (await apiClient.put<FeaturesViewed>('feature-viewed', body)).data;
  } catch (error) {
    throw rethrown(error);
  }
}

/** The merchant's shops with their addresses (the session's shops carry no address to authorise). */
export async function fetchShops(): Promise<ConnectedShop[]> {
  return (await apiClient.get<ConnectedShopList>('client/shops')).data.shops;
}

/** A state bound to this merchant and store, and the store's authorisation page to send the browser to. */
export async function startShopAuthorization(url: string): Promise<string> {
  return (await apiClient.post<ShopAuthorization>('client/shop/oauth/start', { url })).data.authorizationUrl;
}
