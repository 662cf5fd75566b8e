// Access tokens for the demo users without opening the database: signed from the seed's fixed ids and initial
// token version, so browser tests can sign in while the API holds the embedded database's data folder.
import { TokenService, type SignedToken, type TokenSettings } from '../modules/accounts/tokens.js';
import { DEMO_USERS, findDemoUser, INITIAL_TOKEN_VERSION } from './ids.js';

export class UnknownDemoUser extends Error {
  constructor(email: string) {
    super(
      `No demo user has the e-mail "${email}". Demo users: ${DEMO_USERS.map((u) => u.email).join(', ')}.`,
    );
    this.name = 'UnknownDemoUser';
  }
}

export function issueDemoToken(
  email: string,
  settings: TokenSettings,
  expiresInSeconds = settings.accessTokenTtlSeconds,
): Promise<SignedToken> {
  const user = findDemoUser(email);
  if (!user) throw new UnknownDemoUser(email);
  return new TokenService(settings).sign(
    { userId: user.id, clientId: user.clientId, tokenVersion: INITIAL_TOKEN_VERSION, role: user.role },
    { expiresInSeconds },
  );
}
