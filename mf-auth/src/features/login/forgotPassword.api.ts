import { apiClient, type Locale } from '@estiba/shared';

/**
 * `POST auth/new-password`: mails a reset link in `language`. The API answers the same whether or not
 * the e-mail has an account, so the reply never tells who is registered.
 */
export async function requestPasswordReset(email: string, language: Locale): Promise<void> {
  await apiClient.post('auth/new-password', { email, language });
}
