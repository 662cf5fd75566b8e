// The identity profile's rules: a person reads and changes only their own profile, and saves settings and
// shortcuts within sane limits. Knows nothing of HTTP.
import type { Database } from '../../platform/db/connection.js';
import { asClient } from '../../platform/db/scope.js';
import { Forbidden, NotFound, ValidationFailed } from '../../platform/errors.js';
import type { Session } from '../accounts/service.js';
import { findProfile, updateUserMetadata, type ProfileRow } from './repository.js';
import { MAX_SETTINGS_BYTES, type UserMetadataChanges } from './schemas.js';

export interface ProfileView {
  user_id: string;
  email: string;
  username: string;
  picture: string | null;
  user_metadata: { settings: Record<string, unknown>; shortcuts: string[] };
}

export const PROFILE_ERRORS = {
  forbidden: 'You can only read and change your own profile.',
  notFound: 'The profile was not found.',
  empty: 'Send user_metadata.settings or user_metadata.shortcuts.',
  settingsTooLarge: `user_metadata.settings must be at most ${MAX_SETTINGS_BYTES} bytes of JSON.`,
} as const;

function view(row: ProfileRow): ProfileView {
  return {
    user_id: row.id,
    email: row.email,
    username: row.displayName,
    picture: row.photoUrl,
    user_metadata: { settings: row.settings, shortcuts: row.shortcuts },
  };
}

export class IdentityProfileService {
  constructor(private readonly database: Database) {}

  private own(session: Session, sub: string) {
    if (sub !== session.userId) throw new Forbidden(PROFILE_ERRORS.forbidden);
    return { clientId: session.clientId, userId: sub };
  }

  async get(session: Session, sub: string): Promise<ProfileView> {
    const owner = this.own(session, sub);
    const row = await asClient(this.database, session.clientId, (tx) => findProfile(tx, owner));
    if (!row) throw new NotFound(PROFILE_ERRORS.notFound);
    return view(row);
  }

  async update(session: Session, sub: string, metadata: UserMetadataChanges): Promise<ProfileView> {
    const owner = this.own(session, sub);
    const changes: UserMetadataChanges = {};
    if (metadata.settings !== undefined) changes.settings = metadata.settings;
    if (metadata.shortcuts !== undefined) changes.shortcuts = metadata.shortcuts;
    if (Object.keys(changes).length === 0) throw new ValidationFailed(PROFILE_ERRORS.empty);
    if (changes.settings && Buffer.byteLength(JSON.stringify(changes.settings)) > MAX_SETTINGS_BYTES) {
      throw new ValidationFailed(PROFILE_ERRORS.settingsTooLarge);
    }
    const row = await asClient(this.database, session.clientId, (tx) =>
      updateUserMetadata(tx, owner, changes),
    );
    if (!row) throw new NotFound(PROFILE_ERRORS.notFound);
    return view(row);
  }
}
