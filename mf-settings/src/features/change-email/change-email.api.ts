// The e-mail change (api/src/modules/account-settings): POST user/email mails a confirmation link to the new
// address; PUT user/email with the link's token makes the change (and the API tells the old address).
import type { EmailChangeAnswer, EmailChangeRequest } from '@estiba/api/contract';
import { apiClient } from '@estiba/shared';

export async function requestEmailChange(
  newEmail: string,
  currentPassword: string,
): Promise<EmailChangeAnswer> {
  const body: EmailChangeRequest = { newEmail, currentPassword };
  const { data } = await apiClient.post<EmailChangeAnswer>('user/email', body);
  return data;
}

export async function confirmEmailChange(token: string): Promise<EmailChangeAnswer> {
  const { data } = await apiClient.put<EmailChangeAnswer>('user/email', { token });
  return data;
}
