// Webhook signing secrets at rest: sealed like shops' tokens (AES-256-GCM under a key derived from the API's
// secret), under a key of their own, bound to the subscription's id. Stored, not hashed, because every delivery
// signs with the secret itself.
import { TokenBox } from '../integrations/token-box.js';

export type SecretBox = Pick<TokenBox, 'seal' | 'open'>;

export function webhookSecretBox(apiSecret: string): SecretBox {
  return new TokenBox(apiSecret, 'webhook-secrets/v1');
}
