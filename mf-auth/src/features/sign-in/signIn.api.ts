// The accounts calls of spec point 7 that end in a session: login, sign-up and the current user.
import { apiClient, type SessionUser } from '@estiba/shared';

/** `GET auth/login` answer: the user with the token and its lifetime (seconds). */
export interface LoginResponse {
  user: SessionUser;
  token: string;
  expiresIn?: number;
}

/** What the register form sends, signed (contract: displayName, accountName?, email, countryId, phone, password). */
export interface RegistrationPayload {
  displayName: string;
  /** The company; left out when empty (the account is then named after the person). */
  accountName?: string;
  email: string;
  countryId: number;
  /** The area prefix, a space and digits only; empty when no phone was given. */
  phone: string;
  password: string;
}

/** `GET auth/login` with the signed credentials as the Authorization header. */
export async function requestLogin(authorization: string): Promise<LoginResponse> {
  const response = await apiClient.get<LoginResponse>('auth/login', {
    headers: { Authorization: authorization },
  });
  return response.data;
}

/** `GET auth/signup` with the signed registration as the Authorization header; a 200 means created. */
export async function requestSignup(authorization: string): Promise<void> {
  await apiClient.get('auth/signup', { headers: { Authorization: authorization } });
}

/** `GET auth/me` with the session token the client attaches: who the stored token belongs to. */
export async function fetchCurrentUser(): Promise<SessionUser & { token?: string; expiresIn?: number }> {
  const response = await apiClient.get<SessionUser & { token?: string; expiresIn?: number }>('auth/me');
  return response.data;
}
