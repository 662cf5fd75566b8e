// The rules of signing in and of the session: which tokens are still good, and what the browser is told about
// the signed-in user (spec point 3, "User (session)"). Knows nothing of HTTP.
import type { Database } from '../../platform/db/connection.js';
import type { UserRole } from '../../platform/db/schema.js';
import { asClient } from '../../platform/db/scope.js';
import { Unauthorized } from '../../platform/errors.js';
import { findUserWithClient, listShops, type ShopRow } from './repository.js';
import { hasUnseenFeatures } from '../feature-announcements/repository.js';
import { TOKEN_ERRORS, type TokenService } from './tokens.js';

/** Who is calling, as established from a valid access token. */
export interface Session {
  userId: string;
  clientId: string;
  role: UserRole;
  /** The warehouse a staff user works at (users.warehouse_id); null for everyone else. */
  warehouseId: string | null;
  tokenVersion: number;
  /** When the session began (seconds since the epoch): a renewed token keeps it, so sessions end for good. */
  authTime: number;
}

export interface SessionShopView {
  shopId: string;
  name: string;
  ecommerce: string;
  currency: string;
  updatedScopes: number;
  marketplace: string | null;
  settings: Record<string, unknown>;
}

/** The SessionUser of @estiba/shared (shared/src/session/types.ts), plus a fresh token when asked for. */
export interface SessionUserView {
  userId: string;
  role: UserRole[];
  clientName: string;
  clientId: string;
  displayName: string;
  email: string;
  shops: SessionShopView[];
  defaultShopId: string | null;
  lang: string;
  /** The user's saved time zone (account settings); null: the browser's. The client area dates things in it. */
  timeZone: string | null;
  billingEnabled: boolean;
  shippingPlatformIntegrated: boolean;
  shippingPlatformId: string | null;
  newFeatures: boolean;
  from: 'api';
  data: {
    displayName: string;
    photoURL: string | null;
    email: string;
    settings: Record<string, unknown>;
    shortcuts: string[];
  };
  token?: string;
  expiresIn?: number;
}

function shopView(shop: ShopRow): SessionShopView {
  return {
    shopId: shop.id,
    name: shop.name,
    ecommerce: shop.ecommerce,
    currency: shop.currency,
    updatedScopes: shop.updatedScopes,
    marketplace: shop.marketplace,
    settings: shop.settings,
  };
}

export class AccountsService {
  constructor(
    private readonly database: Database,
    private readonly tokens: TokenService,
  ) {}

  /** Verifies the token and that its user still stands behind it (not disabled, same token version). */
  async authenticate(token: string): Promise<Session> {
    const claims = await this.tokens.verify(token);
    if (!claims.clientId) throw new Unauthorized(TOKEN_ERRORS.claims);
    // Looked up in the client the token names: a token naming another client than its user's finds nobody.
    const found = await asClient(this.database, claims.clientId, (tx) =>
      findUserWithClient(tx, claims.userId),
    );
    if (!found || found.user.clientId !== claims.clientId) throw new Unauthorized(TOKEN_ERRORS.revoked);
    if (found.user.disabled) throw new Unauthorized(TOKEN_ERRORS.disabled);
    if (found.user.tokenVersion !== claims.tokenVersion) throw new Unauthorized(TOKEN_ERRORS.revoked);
    return {
      userId: found.user.id,
      clientId: found.user.clientId,
      role: found.user.role,
      warehouseId: found.user.warehouseId,
      tokenVersion: found.user.tokenVersion,
      authTime: claims.authTime,
    };
  }

  async sessionUser(session: Session, { withToken = false } = {}): Promise<SessionUserView> {
    const { found, shopRows, newFeatures } = await asClient(this.database, session.clientId, async (tx) => ({
      found: await findUserWithClient(tx, session.userId),
      shopRows: await listShops(tx, session.clientId),
      // What's New is for merchants' users: the operator's staff and admins write it.
      newFeatures: session.role === 'user' && (await hasUnseenFeatures(tx, session.userId)),
    }));
    if (!found) throw new Unauthorized(TOKEN_ERRORS.revoked);
    const { user, client } = found;
    const shops = shopRows.map(shopView);

    const view: SessionUserView = {
      userId: user.id,
      role: [user.role],
      clientName: client.name,
      clientId: client.id,
      displayName: user.displayName,
      email: user.email,
      shops,
      defaultShopId: shops[0]?.shopId ?? null,
      lang: user.lang,
      timeZone: user.timeZone,
      billingEnabled: client.billingEnabled,
      shippingPlatformIntegrated: client.shippingPlatformId !== null,
      shippingPlatformId: client.shippingPlatformId,
      // Published What's New features the user has not seen (the shell's dialog reads them).
      newFeatures,
      from: 'api',
      data: {
        displayName: user.displayName,
        photoURL: user.photoUrl,
        email: user.email,
        settings: user.settings,
        shortcuts: user.shortcuts,
      },
    };
    if (withToken) {
      const signed = await this.tokens.sign(
        { userId: user.id, clientId: client.id, tokenVersion: user.tokenVersion, role: user.role },
        { authTime: session.authTime },
      );
      view.token = signed.token;
      view.expiresIn = signed.expiresIn;
    }
    return view;
  }
}

// The building blocks other modules (the hosted accounts pages) sign people in and up with.
export { verifyCredentials, findUserByEmail } from './credentials.js';
export {
  createAccount,
  notifyExistingAccount,
  signInPageUrl,
  SignupRejected,
  type SignupOutcome,
} from './registration.js';
export { signInResponse, type SignInResponse } from './sign-in.js';
export { ACCOUNT_MESSAGES, checkSignup, type SignupInput, type FieldErrors } from './account-rules.js';
