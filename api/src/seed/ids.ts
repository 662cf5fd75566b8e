// The demo data's fixed identities. Tests, the token CLI and the browser tests rely on them, so they never
// change; nothing here touches the database.
import type { UserRole } from '../platform/db/schema.js';

/** The password of every demo user (it satisfies the register rule: 8+ letters and digits, mixed case). */
export const DEMO_PASSWORD = 'Estiba2026';

export const OPERATOR_CLIENT_ID = 'CL-0001';
export const DEMO_CLIENT_ID = 'CL-0002';
export const OTHER_CLIENT_ID = 'CL-0003';

export const STAFF_USER_ID = '00000000-0000-4000-8000-000000000001';
export const ADMIN_USER_ID = '00000000-0000-4000-8000-000000000002';
export const DEMO_USER_ID = '00000000-0000-4000-8000-000000000003';
export const OTHER_USER_ID = '00000000-0000-4000-8000-000000000004';

export const DEMO_MAIN_SHOP_ID = '00000000-0000-4000-8000-000000000101';
export const DEMO_SANDBOX_SHOP_ID = '00000000-0000-4000-8000-000000000102';
export const OTHER_SHOP_ID = '00000000-0000-4000-8000-000000000103';

export const DEMO_SHIPPING_PLATFORM_ID = 'SP-10482';

/** A new user's token version; the seed never bumps it, so tokens signed from these ids stay valid. */
export const INITIAL_TOKEN_VERSION = 0;

export interface DemoUser {
  id: string;
  clientId: string;
  email: string;
  role: UserRole;
  displayName: string;
  lang: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: STAFF_USER_ID,
    clientId: OPERATOR_CLIENT_ID,
    email: 'staff@estiba.test',
    role: 'staff',
    displayName: 'Warehouse Staff',
    lang: 'es-MX',
  },
  {
    id: ADMIN_USER_ID,
    clientId: OPERATOR_CLIENT_ID,
    email: 'admin@estiba.test',
    role: 'admin',
    displayName: 'Estiba Admin',
    lang: 'en-US',
  },
  {
    id: DEMO_USER_ID,
    clientId: DEMO_CLIENT_ID,
    email: 'demo@estiba.test',
    role: 'user',
    displayName: 'Demo Merchant',
    lang: 'en-US',
  },
  {
    id: OTHER_USER_ID,
    clientId: OTHER_CLIENT_ID,
    email: 'other@estiba.test',
    role: 'user',
    displayName: 'Otro Comerciante',
    lang: 'es-MX',
  },
];

export function findDemoUser(email: string): DemoUser | undefined {
  const wanted = email.trim().toLowerCase();
  return DEMO_USERS.find((user) => user.email === wanted);
}
