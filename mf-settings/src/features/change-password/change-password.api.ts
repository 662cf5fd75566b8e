// PUT user/password (api/src/modules/account-settings): the current password and the new one; the answer is a
// new token for this session, since the change ends every session's token, this one's included.
import type { PasswordChange, PasswordChanged } from '@estiba/api/contract';
import { apiClient } from '@estiba/shared';

export async function changePassword(change: PasswordChange): Promise<PasswordChanged> {
  const { data } = await apiClient.put<PasswordChanged>('user/password', change);
  return data;
}
