// GET and PUT user/account (api/src/modules/account-settings): the signed-in user's name, company, phone,
// language and time zone, in the shapes of the API's contract.
import type { AccountSettings, AccountSettingsChanges } from '@estiba/api/contract';
import { apiClient } from '@estiba/shared';

export type { AccountSettings, AccountSettingsChanges } from '@estiba/api/contract';

export async function fetchAccountSettings(): Promise<AccountSettings> {
  const { data } = await apiClient.get<AccountSettings>('user/account');
  return data;
}

export async function saveAccountSettings(changes: AccountSettingsChanges): Promise<AccountSettings> {
  const { data } = await apiClient.put<AccountSettings>('user/account', changes);
  return data;
}
