// The signed-in person of a remote's component tests: the seeded demo merchant, put in the singleton store.
import { sessionActions } from '../session/session.slice';
import { store } from '../store/store';
import type { SessionUser } from '../session/types';

/** The demo merchant the API seeds (CL-0002). */
export const demoMerchant: SessionUser = {
  userId: 'u-demo',
  role: ['user'],
  clientName: 'Demo Store Co.',
  clientId: 'CL-0002',
  displayName: 'Dana Demo',
  email: 'demo@estiba.test',
  shops: [],
  defaultShopId: null,
  lang: 'en-US',
  billingEnabled: true,
  shippingPlatformIntegrated: false,
  shippingPlatformId: null,
  newFeatures: false,
  from: 'api',
  data: { displayName: 'Dana Demo', photoURL: null, email: 'demo@estiba.test', settings: {}, shortcuts: [] },
};

/** A fresh page for each test: nothing stored, the demo merchant signed in. */
export function resetPage(user: SessionUser | null = demoMerchant): void {
  localStorage.clear();
  sessionStorage.clear();
  store.dispatch(sessionActions.signedOut());
  if (user) store.dispatch(sessionActions.signedIn(user));
}
