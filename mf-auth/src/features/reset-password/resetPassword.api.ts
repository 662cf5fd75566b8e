import { apiClient } from '@estiba/shared';

/**
 * `PUT auth/new-password` (spec point 7): the reset token from the e-mailed link as the bearer, the new
 * password signed in `encriptedPayload` (the API's field name). A 200 means changed.
 */
export async function changePassword(resetToken: string, encriptedPayload: string): Promise<void> {
  await apiClient.put(
    'auth/new-password',
    { encriptedPayload },
    // Set here, the reset token takes the place of any session bearer the client would add.
    { headers: { Authorization: `Bearer ${resetToken}` } },
  );
}
