// What the receiving tests share: tokens of the demo users, a staff user of another warehouse, products of a
// client, and sending inventory through the real route.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { products, users } from '../../platform/db/schema.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import {
  ADMIN_USER_ID,
  DEMO_CLIENT_ID,
  DEMO_USER_ID,
  OPERATOR_CLIENT_ID,
  OTHER_CLIENT_ID,
  OTHER_USER_ID,
  STAFF_USER_ID,
} from '../../seed/ids.js';
import type { TestApp } from '../../test/app.js';
import { TokenService } from '../accounts/tokens.js';
import type { SendInventoryBody } from './schemas.js';
import { todayIn } from './send-inventory.js';

export const STAFF_WAREHOUSE = 'WH-MX-CDMX';
export const OTHER_WAREHOUSE = 'WH-MX-MTY';

export interface Tokens {
  merchant: string;
  otherMerchant: string;
  staff: string;
  admin: string;
  /** A staff user of another warehouse (Monterrey). */
  otherStaff: string;
  otherStaffName: string;
}

/** Signs the demo users' tokens; gives the demo staff user its warehouse and adds one at another warehouse. */
export async function prepareUsers(t: TestApp): Promise<Tokens> {
  const { database } = t.testDatabase;
  const otherStaffId = randomUUID();
  const otherStaffName = `Monterrey Staff ${otherStaffId.slice(0, 4)}`;
  await asOperator(database, async (tx) => {
    await tx.update(users).set({ warehouseId: STAFF_WAREHOUSE }).where(eq(users.id, STAFF_USER_ID));
    await tx.insert(users).values({
      id: otherStaffId,
      clientId: OPERATOR_CLIENT_ID,
      email: `staff-${otherStaffId}@estiba.test`,
      passwordHash: 'not-used-by-these-tests',
      displayName: otherStaffName,
      role: 'staff',
      lang: 'es-MX',
      warehouseId: OTHER_WAREHOUSE,
    });
  });
  const tokens = new TokenService(t.config.jwt);
  const sign = async (userId: string, clientId: string, role: 'admin' | 'staff' | 'user') =>
    (await tokens.sign({ userId, clientId, tokenVersion: 0, role })).token;
  return {
    merchant: await sign(DEMO_USER_ID, DEMO_CLIENT_ID, 'user'),
    otherMerchant: await sign(OTHER_USER_ID, OTHER_CLIENT_ID, 'user'),
    staff: await sign(STAFF_USER_ID, OPERATOR_CLIENT_ID, 'staff'),
    admin: await sign(ADMIN_USER_ID, OPERATOR_CLIENT_ID, 'admin'),
    otherStaff: await sign(otherStaffId, OPERATOR_CLIENT_ID, 'staff'),
    otherStaffName,
  };
}

export interface TestProduct {
  id: string;
  sku: string;
}

export async function createProducts(
  t: TestApp,
  clientId: string,
  count: number,
  options: { bundle?: boolean } = {},
): Promise<TestProduct[]> {
  const tag = randomUUID().slice(0, 8).toUpperCase();
  return asClient(t.testDatabase.database, clientId, (tx) =>
    tx
      .insert(products)
      .values(
        Array.from({ length: count }, (_, i) => ({
          clientId,
          sku: `RCV-${tag}-${i + 1}`,
          name: `Receiving test ${tag} ${i + 1}`,
          handle: `receiving-test-${tag}-${i + 1}`,
          lengthCm: '20.00',
          widthCm: '15.00',
          heightCm: '10.00',
          weightKg: '0.750',
          isBundle: options.bundle ?? false,
        })),
      )
      .returning({ id: products.id, sku: products.sku }),
  );
}

export const today = (timeZone = 'America/Mexico_City'): string => todayIn(timeZone);

/** A valid request: each product's quantity split evenly over `boxes` boxes (quantity must divide). */
export function sendBody(
  items: { product: TestProduct; quantity: number }[],
  overrides: Partial<SendInventoryBody> & { boxCount?: number } = {},
): SendInventoryBody {
  const { boxCount = 1, ...rest } = overrides;
  return {
    warehouseId: STAFF_WAREHOUSE,
    lines: items.map(({ product, quantity }) => ({ productId: product.id, quantity })),
    shippingMethod: 'own_carrier',
    carrierName: 'Estafeta',
    trackingNumber: '7012345678',
    boxes: Array.from({ length: boxCount }, () => ({
      lines: items.map(({ product, quantity }) => ({ productId: product.id, quantity: quantity / boxCount })),
    })),
    arrivalDate: today(),
    send: true,
    ...rest,
  };
}

export function request(
  t: TestApp,
  token: string | null,
  options: InjectOptions & { url: string },
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    ...options,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
  });
}

export async function sendInventory(
  t: TestApp,
  token: string,
  body: SendInventoryBody,
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return request(t, token, {
    method: 'POST',
    url: '/warehouse/order',
    headers: { 'idempotency-key': key },
    payload: body,
  });
}
