// HTTP routes of the password reset: POST auth/new-password (ask for the e-mail) and PUT auth/new-password
// (set the password with the e-mail's token). Both are limited per address; asking also per e-mail.
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, isEmail, normalizeEmail } from '../accounts/account-rules.js';
import { ValidationFailed } from '../../platform/errors.js';
import { perAddressLimit } from '../accounts/route-limits.js';
import { bearerValue, SignedPayloadVerifier } from '../../platform/signed-payload.js';
import {
  requestResetSchema,
  resetPasswordSchema,
  type RequestResetBody,
  type ResetPasswordBody,
} from './schemas.js';
import { PasswordResetService, RESET_MESSAGES } from './service.js';

const HOUR_MS = 3_600_000;
/** CONTRACT4: 20 reset requests an hour per address; the same bound on attempts to use a token. */
const RESET_REQUESTS_PER_ADDRESS = 20;

export interface PasswordResetOptions {
  publicAppUrl: string;
  payloadKey: string;
}

export async function passwordResetRoutes(
  app: FastifyInstance,
  options: PasswordResetOptions,
): Promise<void> {
  const service = new PasswordResetService(app.database, app.mail, { publicAppUrl: options.publicAppUrl });
  const payloads = new SignedPayloadVerifier(options.payloadKey, app.usedPayloads);

  app.post<{ Body: RequestResetBody }>(
    '/auth/new-password',
    {
      schema: requestResetSchema,
      config: { rateLimit: perAddressLimit(RESET_REQUESTS_PER_ADDRESS, HOUR_MS) },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      if (!isEmail(email))
        throw new ValidationFailed(ACCOUNT_MESSAGES.email, {
          fieldErrors: { email: ACCOUNT_MESSAGES.email },
        });
      await app.attemptLimits.resetRequestsPerAccount.consume(email);
      await service.requestReset(request.body.email, request.body.language);
      return { message: RESET_MESSAGES.sent };
    },
  );

  app.put<{ Body: ResetPasswordBody }>(
    '/auth/new-password',
    {
      schema: resetPasswordSchema,
      config: { rateLimit: perAddressLimit(RESET_REQUESTS_PER_ADDRESS, HOUR_MS) },
    },
    async (request) => {
      const token = bearerValue(request.headers.authorization);
      // The token is checked first: without a good one, nothing else about the request matters.
      await service.usableTokenHash(token);
      const fields = await payloads.verify(request.body.encriptedPayload, ['password', 'confirmPassword']);
      await service.resetPassword(token, fields.password, fields.confirmPassword);
      return { message: RESET_MESSAGES.changed };
    },
  );
}
