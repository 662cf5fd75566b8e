// What a successful sign-in answers (GET auth/login, contract CONTRACT4): the session user with a fresh token,
// and the few fields the browser reads at the top level.
import type { UserRow } from './repository.js';
import type { AccountsService, SessionShopView, SessionUserView } from './service.js';

const MS_PER_SECOND = 1000;

export interface SignInResponse {
  user: SessionUserView;
  token: string;
  expiresIn: number;
  clientId: string;
  shippingPlatformId: string | null;
  shops: SessionShopView[];
}

export async function signInResponse(
  accounts: AccountsService,
  user: Pick<UserRow, 'id' | 'clientId' | 'role' | 'warehouseId' | 'tokenVersion'>,
): Promise<SignInResponse> {
  // A sign-in begins a session: its maximum length counts from now.
  const authTime = Math.floor(Date.now() / MS_PER_SECOND);
  const view = await accounts.sessionUser(
    {
      userId: user.id,
      clientId: user.clientId,
      role: user.role,
      warehouseId: user.warehouseId,
      tokenVersion: user.tokenVersion,
      authTime,
    },
    { withToken: true },
  );
  const { token, expiresIn } = view;
  // sessionUser always signs when asked to; the check keeps the types honest without a cast.
  if (token === undefined || expiresIn === undefined) throw new Error('No token was issued');
  return {
    user: view,
    token,
    expiresIn,
    clientId: view.clientId,
    shippingPlatformId: view.shippingPlatformId,
    shops: view.shops,
  };
}
