// The signed-in user's own profile (POST /api/auth/user/update): name, language, theme settings and shortcuts.
// Only the caller's own row changes: the update is scoped by the caller's client and user id from the token.
import type { Database } from '../../platform/db/connection.js';
import type { users } from '../../platform/db/schema.js';
import { asClient } from '../../platform/db/scope.js';
import { Unauthorized, ValidationFailed } from '../../platform/errors.js';
import { ACCOUNT_MESSAGES, MAX_NAME_LENGTH, MIN_NAME_LENGTH } from './account-rules.js';
import { updateOwnUser } from './repository.js';
import type { Session } from './service.js';
import { TOKEN_ERRORS } from './tokens.js';

/** Theme and layout settings are a few hundred bytes; the bound keeps a row from becoming a file store. */
export const MAX_SETTINGS_BYTES = 32_768;

export interface ProfileChanges {
  displayName?: string;
  lang?: string;
  settings?: Record<string, unknown>;
  shortcuts?: string[];
  /** The session user's shape (spec point 3) keeps settings and shortcuts under data; accepted there too. */
  data?: { settings?: Record<string, unknown>; shortcuts?: string[] };
}

type UserChanges = Partial<
  Pick<typeof users.$inferInsert, 'displayName' | 'lang' | 'settings' | 'shortcuts'>
>;

function changesOf(input: ProfileChanges): UserChanges {
  const changes: UserChanges = {};
  if (input.displayName !== undefined) {
    const name = input.displayName.trim();
    if (name.length < MIN_NAME_LENGTH) {
      throw new ValidationFailed(ACCOUNT_MESSAGES.nameMin, {
        fieldErrors: { displayName: ACCOUNT_MESSAGES.nameMin },
      });
    }
    if (name.length > MAX_NAME_LENGTH) {
      const message = ACCOUNT_MESSAGES.tooLong(MAX_NAME_LENGTH);
      throw new ValidationFailed(message, { fieldErrors: { displayName: message } });
    }
    changes.displayName = name;
  }
  if (input.lang !== undefined) changes.lang = input.lang;
  const settings = input.settings ?? input.data?.settings;
  if (settings !== undefined) {
    if (Buffer.byteLength(JSON.stringify(settings)) > MAX_SETTINGS_BYTES) {
      throw new ValidationFailed(`Settings must stay under ${MAX_SETTINGS_BYTES} bytes.`);
    }
    changes.settings = settings;
  }
  const shortcuts = input.shortcuts ?? input.data?.shortcuts;
  if (shortcuts !== undefined) changes.shortcuts = [...new Set(shortcuts)];
  return changes;
}

/** Applies the changes to the caller's own user; fields not given stay as they are. */
export async function updateProfile(
  database: Database,
  session: Session,
  input: ProfileChanges,
): Promise<void> {
  const changes = changesOf(input);
  if (Object.keys(changes).length === 0) return;
  const updated = await asClient(database, session.clientId, (tx) => updateOwnUser(tx, session, changes));
  if (!updated) throw new Unauthorized(TOKEN_ERRORS.revoked);
}
