// Password reset by e-mail (POST and PUT auth/new-password). Asking answers the same whether or not the e-mail
// has an account and takes about as long; the link carries a random token whose SHA-256 alone is stored,
// works once and for an hour; using it sets the password and ends every session of the account.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../platform/db/connection.js';
import { asOperator } from '../../platform/db/scope.js';
import { AppError, Unauthorized, ValidationFailed } from '../../platform/errors.js';
import type { MailQueue } from '../../platform/mail/plugin.js';
import { passwordProblem } from '../accounts/account-rules.js';
import { findUserByEmail } from '../accounts/credentials.js';
import { accountLanguage, isLanguage } from '../accounts/language.js';
import { hashPassword } from '../accounts/passwords.js';
import { passwordResetMail } from './email.js';
import {
  findResetTokenUser,
  insertResetToken,
  replacePassword,
  spendAllResetTokens,
  spendResetToken,
} from './repository.js';

/** Spec: reset links are valid for one hour. */
export const RESET_TOKEN_TTL_SECONDS = 3600;
const TOKEN_BYTES = 32;
/** 32 random bytes in base64url: what a genuine token looks like; anything else is refused unread. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export const RESET_MESSAGES = {
  sent: 'sent',
  changed: 'Password changed',
  unauthorized: 'Unauthorized.',
  mismatch: 'Password and Confirm password did not match.',
} as const;

/** 422: the spec's own status for a confirmation that differs (spec point 8). */
export class PasswordsDoNotMatch extends AppError {
  readonly statusCode = 422;
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface PasswordResetSettings {
  publicAppUrl: string;
}

export class PasswordResetService {
  constructor(
    private readonly database: Database,
    private readonly mail: MailQueue,
    private readonly settings: PasswordResetSettings,
  ) {}

  resetLink(token: string): string {
    // The token is base64url, safe in a query as it is.
    return `${this.settings.publicAppUrl.replace(/\/+$/, '')}/forget-password?token=${token}`;
  }

  /**
   * Mails a reset link when the e-mail belongs to an enabled account; does nothing visible otherwise. The mail
   * is in the account's own language (it goes to the owner, who may not be the one asking); `language`, the
   * asker's, only stands in when the account's is not one the product speaks.
   */
  async requestReset(email: string, language?: string): Promise<void> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    // Hashed either way, so both paths do the same work before the one that has an account writes a row.
    const tokenHash = hashResetToken(token);
    const user = await findUserByEmail(this.database, email);
    if (!user || user.disabled) return;
    await insertResetToken(this.database.db, {
      tokenHash,
      userId: user.id,
      validForSeconds: RESET_TOKEN_TTL_SECONDS,
    });
    // Sent in the background: the reply must not wait on (or reveal) the mail server's work.
    this.mail.sendLater(
      passwordResetMail({
        to: user.email,
        displayName: user.displayName,
        lang: isLanguage(user.lang) ? user.lang : accountLanguage(language),
        link: this.resetLink(token),
      }),
    );
  }

  /** The hash of a usable token; refuses one that is malformed, unknown, used or expired, without spending it. */
  async usableTokenHash(token: string | null): Promise<string> {
    if (token === null || !TOKEN_FORMAT.test(token)) throw new Unauthorized(RESET_MESSAGES.unauthorized);
    const tokenHash = hashResetToken(token);
    // The operator scope, here and below: a reset link names a token, and only its user tells whose client.
    if (!(await asOperator(this.database, (tx) => findResetTokenUser(tx, tokenHash))))
      throw new Unauthorized(RESET_MESSAGES.unauthorized);
    return tokenHash;
  }

  /** Sets the new password with a usable token, spending it and ending every session of the account. */
  async resetPassword(token: string | null, password: unknown, confirmPassword: unknown): Promise<void> {
    const tokenHash = await this.usableTokenHash(token);
    const problem = passwordProblem(password);
    if (problem) throw new ValidationFailed(problem, { fieldErrors: { password: problem } });
    if (password !== confirmPassword) throw new PasswordsDoNotMatch(RESET_MESSAGES.mismatch);
    const passwordHash = await hashPassword(password as string);
    const changed = await asOperator(this.database, async (tx) => {
      const userId = await spendResetToken(tx, tokenHash);
      if (!userId || !(await replacePassword(tx, userId, passwordHash))) return false;
      await spendAllResetTokens(tx, userId);
      return true;
    });
    // Another request spent the token between the check and now.
    if (!changed) throw new Unauthorized(RESET_MESSAGES.unauthorized);
  }
}
