// The adapter between the hosted pages and the accounts they sign people in to. The real hosted service would
// keep its own directory; this sandbox uses the accounts module's, with its rules and its attempt limits (the
// same counters as the API's own sign-in, so the two doors do not double an attacker's allowance).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequests } from '../../platform/errors.js';
import { normalizeEmail } from '../accounts/account-rules.js';
import {
  createAccount,
  notifyExistingAccount,
  signInPageUrl,
  SignupRejected,
  verifyCredentials,
} from '../accounts/service.js';
import type { LoginInput, SignupInput } from './forms.js';
import type { Locale } from './messages.js';
import type { SignupField } from './views.js';

const MS_PER_SECOND = 1000;
/** Used when a 429 comes without a Retry-After, which the accounts limiter always sets. */
const DEFAULT_RETRY_AFTER_MS = 60_000;

export type SignInResult =
  { kind: 'signed-in'; userId: string } | { kind: 'refused' } | { kind: 'limited'; retryAfterMs: number };

export type SignUpResult =
  | { kind: 'created'; userId: string }
  /** The e-mail already had an account: nothing was created, and its owner has been told by e-mail. */
  | { kind: 'existing' }
  /** Fields the accounts module refused after the page's own checks (a country it does not know, say). */
  | { kind: 'rejected'; fields: Partial<Record<SignupField, 'invalid'>> };

export interface AccountsDirectory {
  signIn(request: FastifyRequest, input: LoginInput): Promise<SignInResult>;
  signUp(input: SignupInput, locale: Locale): Promise<SignUpResult>;
}

/** The accounts module's field names, as the page names them. */
const SIGNUP_FIELDS: Readonly<Record<string, SignupField>> = {
  displayName: 'name',
  accountName: 'company',
  email: 'email',
  countryId: 'country',
  phone: 'phone',
  password: 'password',
};

function retryAfterMs(error: TooManyRequests): number {
  const seconds = Number(error.extras.headers?.['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * MS_PER_SECOND : DEFAULT_RETRY_AFTER_MS;
}

export function accountsDirectory(
  app: FastifyInstance,
  { publicAppUrl }: { publicAppUrl: string },
): AccountsDirectory {
  const signInLink = signInPageUrl(publicAppUrl);

  return {
    async signIn(request, { email, password }) {
      const limits = app.attemptLimits;
      const account = normalizeEmail(email);
      try {
        await limits.signInFailuresPerAddress.assertAllowed(request.ip);
        await limits.signInFailuresPerAccount.assertAllowed(account);
      } catch (error) {
        if (error instanceof TooManyRequests) return { kind: 'limited', retryAfterMs: retryAfterMs(error) };
        throw error;
      }
      const user = await verifyCredentials(app.database, email, password);
      if (!user) {
        // Counted whether or not the e-mail has an account, so the limit tells nothing about which exist.
        await limits.signInFailuresPerAddress.record(request.ip);
        await limits.signInFailuresPerAccount.record(account);
        return { kind: 'refused' };
      }
      return { kind: 'signed-in', userId: user.id };
    },

    async signUp(input, locale) {
      try {
        const outcome = await createAccount(app.database, { ...input, lang: locale });
        if (outcome.kind === 'created') return { kind: 'created', userId: outcome.user.id };
        notifyExistingAccount(app.mail, outcome.user, signInLink);
        return { kind: 'existing' };
      } catch (error) {
        if (!(error instanceof SignupRejected)) throw error;
        const fields: Partial<Record<SignupField, 'invalid'>> = {};
        for (const name of Object.keys(error.fieldErrors)) {
          const field = SIGNUP_FIELDS[name];
          if (field) fields[field] = 'invalid';
        }
        return { kind: 'rejected', fields };
      }
    },
  };
}
