// GET auth/login and GET auth/signup: the browser's signed payload in the Authorization header (spec point 7).
import type { FastifyInstance } from 'fastify';
import { Unauthorized } from '../../platform/errors.js';
import { incorrectPayload, SignedPayloadVerifier } from '../../platform/signed-payload.js';
import { isEmail, MIN_LOGIN_EMAIL_LENGTH, normalizeEmail } from './account-rules.js';
import { verifyCredentials } from './credentials.js';
import { languageFromHeader } from './language.js';
import { createAccount, notifyExistingAccount, signInPageUrl } from './registration.js';
import { perAddressLimit } from './route-limits.js';
import { signInResponse } from './sign-in.js';
import { loginSchema, signupSchema } from './sign-in-schemas.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Every sign-in costs an argon2 hash; this bounds what one address can make the server do. */
const SIGN_INS_PER_ADDRESS_PER_MINUTE = 60;
/** CONTRACT4: sign-up 20 an hour per address. */
const SIGN_UPS_PER_ADDRESS_PER_HOUR = 20;

export const INVALID_CREDENTIALS = 'Invalid username or password';
/** The one answer to every valid sign-up, whether or not the e-mail already had an account. */
export const SIGNUP_RECEIVED = 'Sign-up received';

export interface SignInRoutesOptions {
  payloadKey: string;
  /** Where the web application lives, for the sign-in link of the e-mail to an existing account's owner. */
  publicAppUrl?: string;
}

export async function signInRoutes(app: FastifyInstance, options: SignInRoutesOptions): Promise<void> {
  const payloads = new SignedPayloadVerifier(options.payloadKey, app.usedPayloads);
  const signInLink = signInPageUrl(options.publicAppUrl);

  app.get(
    '/auth/login',
    {
      schema: loginSchema,
      config: { rateLimit: perAddressLimit(SIGN_INS_PER_ADDRESS_PER_MINUTE, MINUTE_MS) },
    },
    async (request) => {
      const fields = await payloads.verifyHeader(request.headers.authorization, ['email', 'password']);
      if (typeof fields.email !== 'string' || typeof fields.password !== 'string') throw incorrectPayload();
      const email = normalizeEmail(fields.email);
      const limits = app.attemptLimits;
      await limits.signInFailuresPerAddress.assertAllowed(request.ip);
      await limits.signInFailuresPerAccount.assertAllowed(email);

      const user = await verifyCredentials(app.database, email, fields.password);
      if (!user) {
        await Promise.all([
          limits.signInFailuresPerAddress.record(request.ip),
          limits.signInFailuresPerAccount.record(email),
        ]);
        // An e-mail that cannot be one is the e-mail field's fault; otherwise the password field shows the
        // refusal, whether or not the account exists, so the answer never tells which e-mails have accounts.
        const field = email.length < MIN_LOGIN_EMAIL_LENGTH || !isEmail(email) ? 'email' : 'password';
        throw new Unauthorized(INVALID_CREDENTIALS, { field });
      }
      await limits.signInFailuresPerAccount.clear(email);
      return signInResponse(app.accounts, user);
    },
  );

  app.get(
    '/auth/signup',
    { schema: signupSchema, config: { rateLimit: perAddressLimit(SIGN_UPS_PER_ADDRESS_PER_HOUR, HOUR_MS) } },
    async (request) => {
      const fields = await payloads.verifyHeader(request.headers.authorization, [
        'displayName',
        'email',
        'countryId',
        'password',
      ]);
      const lang = languageFromHeader(request.headers['accept-language']) ?? undefined;
      const outcome = await createAccount(app.database, { ...fields, lang });
      // The same answer either way; the owner of an existing account hears of it by e-mail instead.
      if (outcome.kind === 'existing') notifyExistingAccount(app.mail, outcome.user, signInLink);
      return { message: SIGNUP_RECEIVED };
    },
  );
}
