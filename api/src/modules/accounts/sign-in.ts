// What a successful sign-in answers (GET auth/login, contract CONTRACT4): the session user with a fresh token,
// and the few fields the browser reads at the top level.
import type { UserRow } from './repository.js';
import type { AccountsService, SessionShopView, SessionUserView } from './service.js';

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
  user: Pick<UserRow, 'id' | 'clientId' | 'role' | 'tokenVersion'>,
): Promise<SignInResponse> {
  const view = await accounts.sessionUser(
    { userId: user.id, clientId: user.clientId, role: user.role, tokenVersion: user.tokenVersion },
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
