import { apiClient, type SessionUser } from '@estiba/shared';

/** `GET auth/me`: the signed-in user, optionally with a renewed token (spec point 7). */
export interface CurrentUserResponse extends SessionUser {
  token?: string;
  /** Lifetime of the renewed token, in seconds. */
  expiresIn?: number;
}

export async function fetchCurrentUser(): Promise<CurrentUserResponse> {
  const response = await apiClient.get<CurrentUserResponse>('auth/me');
  return response.data;
}
