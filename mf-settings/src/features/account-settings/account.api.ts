// GET and PUT user/account (api/src/modules/account-settings): the signed-in user's name, company, phone,
// language and time zone. The shapes are the API's AccountSettings and AccountSettingsChanges (schemas.ts there);
// declared here until mf-settings links @estiba/api's contract (asked for in deps-requests).
import { apiClient } from '@estiba/shared';

export interface AccountSettings {
  displayName: string;
  email: string;
  companyName: string;
  phone: string | null;
  lang: string;
  /** An IANA time zone; null while the browser's own is used. */
  timeZone: string | null;
  pendingEmail: string | null;
}

export type AccountSettingsChanges = Partial<
  Pick<AccountSettings, 'displayName' | 'companyName' | 'phone' | 'lang' | 'timeZone'>
>;

export async function fetchAccountSettings(): Promise<AccountSettings> {
  const { data } = await apiClient.get<AccountSettings>('user/account');
  return data;
}

export async function saveAccountSettings(changes: AccountSettingsChanges): Promise<AccountSettings> {
  const { data } = await apiClient.put<AccountSettings>('user/account', changes);
  return data;
}
