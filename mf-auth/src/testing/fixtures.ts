import type { SessionUser } from '@estiba/shared';

/** The user `GET auth/login` and `GET auth/me` answer with in these tests (the API's demo merchant). */
export const demoUser: SessionUser = {
  userId: 'u-demo',
  role: ['user'],
  clientName: 'Demo Store Co.',
  clientId: 'CL-0001',
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

/** The login answer of the contract: the user, the token and its lifetime. */
export const loginAnswer = {
  user: demoUser,
  token: 'access-token-1',
  expiresIn: 3600,
  clientId: demoUser.clientId,
  shippingPlatformId: null,
  shops: [],
};
