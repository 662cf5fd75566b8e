// The rules of a user's own account settings (issue 19): what may change and how it is checked, the password
// change (the current password first; every other session ends) and the e-mail change (a link to the new
// address, the old one told once it is made). Knows nothing of HTTP.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../platform/db/connection.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { Conflict, Forbidden, Unauthorized, ValidationFailed } from '../../platform/errors.js';
import type { MailQueue } from '../../platform/mail/plugin.js';
import {
  ACCOUNT_MESSAGES,
  isEmail,
  nameProblem,
  normalizeEmail,
  passwordProblem,
  phoneProblem,
} from '../accounts/account-rules.js';
import { isLanguage } from '../accounts/language.js';
import { hashPassword, verifyPassword } from '../accounts/passwords.js';
import type { Session } from '../accounts/service.js';
import { TOKEN_ERRORS, type TokenService } from '../accounts/tokens.js';
import { emailChangedMail, emailConfirmationMail } from './email.js';
import {
  emailTaken,
  findAccount,
  insertEmailChange,
  renameClient,
  replacePassword,
  setEmail,
  spendEmailChange,
  updateUser,
  type AccountRow,
  type Owner,
  type UserColumns,
} from './repository.js';
import type {
  AccountSettings,
  AccountSettingsChanges,
  EmailChangeAnswer,
  EmailChangeRequest,
  PasswordChange,
  PasswordChanged,
} from './schemas.js';

/** A confirmation link lasts a day: the new mailbox may not be read at once. */
export const EMAIL_CHANGE_TTL_SECONDS = 86_400;
const TOKEN_BYTES = 32;
/** 32 random bytes in base64url: what a genuine token looks like; anything else is refused unread. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export const ACCOUNT_SETTINGS_MESSAGES = {
  wrongPassword: 'The current password is not correct',
  samePassword: 'The new password must differ from the current one',
  mismatch: ACCOUNT_MESSAGES.passwordsDoNotMatch,
  timeZone: 'Choose a time zone from the list',
  language: 'Choose a language from the list',
  companyForOperators: "The operator's company name is not changed from here",
  sameEmail: 'This is already your e-mail address',
  emailTaken: 'Another account uses this e-mail address',
  sent: 'sent',
  changed: 'E-mail changed',
  badLink: 'This link is not valid any more. Ask for the change again.',
} as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether the runtime's time-zone database knows the zone (IANA names such as America/Mexico_City). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function fieldError(field: string, message: string): ValidationFailed {
  return new ValidationFailed(message, { fieldErrors: { [field]: message } });
}

const view = (row: AccountRow): AccountSettings => ({
  displayName: row.display_name,
  email: row.email,
  companyName: row.company_name,
  phone: row.phone,
  lang: row.lang,
  timeZone: row.time_zone,
  pendingEmail: row.pending_email,
});

const ownerOf = (session: Session): Owner => ({ clientId: session.clientId, userId: session.userId });

export interface AccountSettingsOptions {
  publicAppUrl: string;
}

export class AccountSettingsService {
  constructor(
    private readonly database: Database,
    private readonly tokens: TokenService,
    private readonly mail: MailQueue,
    private readonly options: AccountSettingsOptions,
  ) {}

  private async account(session: Session): Promise<AccountRow> {
    const row = await asClient(this.database, session.clientId, (tx) => findAccount(tx, ownerOf(session)));
    if (!row) throw new Unauthorized(TOKEN_ERRORS.revoked);
    return row;
  }

  async get(session: Session): Promise<AccountSettings> {
    return view(await this.account(session));
  }

  async update(session: Session, changes: AccountSettingsChanges): Promise<AccountSettings> {
    const columns: UserColumns = {};
    if (changes.displayName !== undefined) {
      const name = changes.displayName.trim();
      const problem = nameProblem(name, true);
      if (problem) throw fieldError('displayName', problem);
      columns.display_name = name;
    }
    if (changes.phone !== undefined) {
      const phone = changes.phone?.trim() ?? '';
      // An empty phone clears it: the account settings, unlike sign-up, do not require one.
      const problem = phone === '' ? null : phoneProblem(phone);
      if (problem) throw fieldError('phone', problem);
      columns.phone = phone === '' ? null : phone;
    }
    if (changes.lang !== undefined) {
      if (!isLanguage(changes.lang)) throw fieldError('lang', ACCOUNT_SETTINGS_MESSAGES.language);
      columns.lang = changes.lang;
    }
    if (changes.timeZone !== undefined) {
      if (changes.timeZone !== null && !isTimeZone(changes.timeZone))
        throw fieldError('timeZone', ACCOUNT_SETTINGS_MESSAGES.timeZone);
      columns.time_zone = changes.timeZone;
    }
    let companyName: string | null = null;
    if (changes.companyName !== undefined) {
      if (session.role !== 'user') throw new Forbidden(ACCOUNT_SETTINGS_MESSAGES.companyForOperators);
      companyName = changes.companyName.trim();
      const problem = nameProblem(companyName, true);
      if (problem) throw fieldError('companyName', problem);
    }
    return asClient(this.database, session.clientId, async (tx) => {
      await updateUser(tx, ownerOf(session), columns);
      if (companyName !== null) await renameClient(tx, session.clientId, companyName);
      const row = await findAccount(tx, ownerOf(session));
      if (!row) throw new Unauthorized(TOKEN_ERRORS.revoked);
      return view(row);
    });
  }

  private async checkCurrentPassword(row: AccountRow, currentPassword: string): Promise<void> {
    if (!(await verifyPassword(row.password_hash, currentPassword)))
      throw fieldError('currentPassword', ACCOUNT_SETTINGS_MESSAGES.wrongPassword);
  }

  /** Changes the password; the token version moves on, so only the session that asked goes on (new token). */
  async changePassword(session: Session, change: PasswordChange): Promise<PasswordChanged> {
    const row = await this.account(session);
    await this.checkCurrentPassword(row, change.currentPassword);
    const problem = passwordProblem(change.newPassword);
    if (problem) throw fieldError('newPassword', problem);
    if (change.newPassword !== change.confirmPassword)
      throw fieldError('confirmPassword', ACCOUNT_SETTINGS_MESSAGES.mismatch);
    if (change.newPassword === change.currentPassword)
      throw fieldError('newPassword', ACCOUNT_SETTINGS_MESSAGES.samePassword);
    const passwordHash = await hashPassword(change.newPassword);
    const tokenVersion = await asClient(this.database, session.clientId, (tx) =>
      replacePassword(tx, ownerOf(session), passwordHash),
    );
    // The session keeps its start, so the maximum session length still counts from the sign-in.
    const signed = await this.tokens.sign(
      { userId: session.userId, clientId: session.clientId, tokenVersion, role: session.role },
      { authTime: session.authTime },
    );
    return { token: signed.token, expiresIn: signed.expiresIn };
  }

  confirmationLink(token: string): string {
    return `${this.options.publicAppUrl.replace(/\/+$/, '')}/settings/change-email?token=${token}`;
  }

  async requestEmailChange(session: Session, request: EmailChangeRequest): Promise<EmailChangeAnswer> {
    const row = await this.account(session);
    const newEmail = normalizeEmail(request.newEmail);
    if (!isEmail(newEmail)) throw fieldError('newEmail', ACCOUNT_MESSAGES.email);
    await this.checkCurrentPassword(row, request.currentPassword);
    if (newEmail === row.email) throw fieldError('newEmail', ACCOUNT_SETTINGS_MESSAGES.sameEmail);
    // E-mails are unique across every client, so the question is the operator's.
    if (await asOperator(this.database, (tx) => emailTaken(tx, newEmail)))
      throw new Conflict(ACCOUNT_SETTINGS_MESSAGES.emailTaken, {
        fieldErrors: { newEmail: ACCOUNT_SETTINGS_MESSAGES.emailTaken },
      });
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    await asClient(this.database, session.clientId, (tx) =>
      insertEmailChange(tx, ownerOf(session), {
        tokenHash: hashToken(token),
        newEmail,
        validForSeconds: EMAIL_CHANGE_TTL_SECONDS,
      }),
    );
    this.mail.sendLater(
      emailConfirmationMail({
        to: newEmail,
        displayName: row.display_name,
        lang: row.lang,
        link: this.confirmationLink(token),
      }),
    );
    return { message: ACCOUNT_SETTINGS_MESSAGES.sent, email: newEmail };
  }

  /** Makes the change a mailed link asked for and tells the old address; refuses a link not usable any more. */
  async confirmEmailChange(token: string): Promise<EmailChangeAnswer> {
    if (!TOKEN_FORMAT.test(token)) throw fieldError('token', ACCOUNT_SETTINGS_MESSAGES.badLink);
    // The operator's scope: the link names a token, and only its row tells whose client.
    const spent = await asOperator(this.database, async (tx) => {
      const change = await spendEmailChange(tx, hashToken(token));
      if (!change) return null;
      if (await emailTaken(tx, change.new_email))
        throw new Conflict(ACCOUNT_SETTINGS_MESSAGES.emailTaken, {
          fieldErrors: { token: ACCOUNT_SETTINGS_MESSAGES.emailTaken },
        });
      await setEmail(tx, change.user_id, change.new_email);
      return change;
    });
    if (!spent) throw fieldError('token', ACCOUNT_SETTINGS_MESSAGES.badLink);
    this.mail.sendLater(
      emailChangedMail({
        to: spent.old_email,
        displayName: spent.display_name,
        lang: spent.lang,
        newEmail: spent.new_email,
      }),
    );
    return { message: ACCOUNT_SETTINGS_MESSAGES.changed, email: spent.new_email };
  }
}
