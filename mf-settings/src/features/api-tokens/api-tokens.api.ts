// The merchant's API tokens (the API's api-tokens module, issue 20): list, create (the secret comes once, in the
// create's answer), revoke; and where the public API's interactive documentation lives.
import { apiClient, getAppConfig, newIdempotencyKey } from '@estiba/shared';

export const API_TOKEN_SCOPES = [
  'orders:read',
  'orders:write',
  'products:read',
  'products:write',
  'inventory:read',
  'receiving_orders:read',
  'receiving_orders:write',
  'webhooks',
] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export interface ApiToken {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  /** The secret's first characters, to tell tokens apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface CreatedApiToken {
  token: ApiToken;
  /** Shown once; null when the API replayed an earlier create of the same key. */
  secret: string | null;
}

export async function fetchTokens(): Promise<ApiToken[]> {
  const { data } = await apiClient.get<{ tokens: ApiToken[] }>('client/api-tokens');
  return data.tokens;
}

/** One Idempotency-Key per attempt: a retry of the same click (`key`) never makes a second token. */
export async function createToken(
  input: { name: string; scopes: ApiTokenScope[] },
  key: string = newIdempotencyKey(),
): Promise<CreatedApiToken> {
  const { data } = await apiClient.post<CreatedApiToken>('client/api-tokens', input, {
    headers: { 'Idempotency-Key': key },
  });
  return data;
}

export async function revokeToken(id: string): Promise<ApiToken> {
  const { data } = await apiClient.post<ApiToken>(`client/api-tokens/${encodeURIComponent(id)}/revoke`);
  return data;
}

/** The public API's own interactive OpenAPI page (its /v1 operations only; the portal's whole document is apart). */
export const apiDocsUrl = (): string => `${getAppConfig().apiUrl.replace(/\/+$/, '')}/documentation/v1/`;
