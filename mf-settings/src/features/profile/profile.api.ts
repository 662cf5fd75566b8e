// The profile save (POST api/auth/user/update {user}, the accounts module): the display name; the API answers the
// session user as it now is.
import { apiClient, type SessionUser } from '@estiba/shared';

export async function saveProfile(changes: { displayName: string }): Promise<SessionUser> {
  const { data } = await apiClient.post<SessionUser>('api/auth/user/update', { user: changes });
  return data;
}
