// Request and response schemas of the password reset routes (they validate input and document the API).
import { errorResponseRef } from '../../platform/error-handler.js';
import { MAX_EMAIL_LENGTH, MAX_LANGUAGE_LENGTH } from '../accounts/account-rules.js';
import { MAX_SIGNED_PAYLOAD_LENGTH } from '../../platform/signed-payload.js';

const messageResponse = (example: string) =>
  ({
    type: 'object',
    required: ['message'],
    properties: { message: { type: 'string', examples: [example] } },
  }) as const;

export const requestResetSchema = {
  tags: ['accounts'],
  summary: 'Ask for a password reset e-mail',
  description:
    'Mails a single-use link (`/forget-password?token=`, valid 1 hour) when the e-mail has an account, in the ' +
    "account's language. The reply is the same whether or not it does. Limited to 5 an hour per e-mail and 20 an " +
    'hour per address (429 with Retry-After).',
  body: {
    type: 'object',
    required: ['email'],
    properties: {
      email: { type: 'string', maxLength: MAX_EMAIL_LENGTH },
      language: {
        type: 'string',
        maxLength: MAX_LANGUAGE_LENGTH,
        description: 'The UI language, e.g. es-MX',
      },
    },
  },
  response: {
    200: messageResponse('sent'),
    400: errorResponseRef,
    429: errorResponseRef,
  },
} as const;

export interface RequestResetBody {
  email: string;
  language?: string;
}

export const resetPasswordSchema = {
  tags: ['accounts'],
  summary: 'Set a new password with a reset token',
  description:
    'The reset token from the e-mail link goes in `Authorization: Bearer <token>`; the body carries a signed ' +
    'payload (compact JWS, HS256, audience estiba-api:payload) of {password, confirmPassword}. Success spends ' +
    'the token and ends every session of the account.',
  security: [{ bearerAuth: [] }],
  body: {
    type: 'object',
    required: ['encriptedPayload'],
    properties: {
      encriptedPayload: {
        type: 'string',
        maxLength: MAX_SIGNED_PAYLOAD_LENGTH,
        description:
          "Compact JWS of {password, confirmPassword} (the spelling is the spec's), with a random jti: each " +
          'payload is good once, sending it again answers 401',
      },
    },
  },
  response: {
    200: messageResponse('Password changed'),
    400: errorResponseRef,
    401: errorResponseRef,
    409: errorResponseRef,
    422: errorResponseRef,
    429: errorResponseRef,
  },
} as const;

export interface ResetPasswordBody {
  encriptedPayload: string;
}
