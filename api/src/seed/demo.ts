// The demo data a fresh clone starts with: the operator (Estiba Operations) and its staff, two merchants with
// their users and shops, the warehouses, and the public catalogue (price lists, carriers, e-commerce platforms,
// legal documents; see public-catalogue.ts). Deterministic (fixed ids, see ids.ts) and idempotent.
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase, Database } from '../platform/db/connection.js';
import { clients, shops, users, warehouses } from '../platform/db/schema.js';
import { hashPassword } from '../modules/accounts/passwords.js';
import {
  DEMO_CLIENT_ID,
  DEMO_MAIN_SHOP_ID,
  DEMO_PASSWORD,
  DEMO_SANDBOX_SHOP_ID,
  DEMO_SHIPPING_PLATFORM_ID,
  DEMO_USERS,
  INITIAL_TOKEN_VERSION,
  OPERATOR_CLIENT_ID,
  OTHER_CLIENT_ID,
  OTHER_SHOP_ID,
} from './ids.js';
import { hasDemoInventory, seedInventory } from './inventory.js';
import { hasPublicCatalogue, seedPublicCatalogue } from './public-catalogue.js';
import { seedFloorLocations } from './floor-locations.js';
import { hasDemoOrders, seedOrders } from './orders.js';
import { hasDemoReturns, seedReturns } from './returns.js';
import { hasDemoBilling, seedBilling } from './billing.js';
import { hasDemoAnnouncements, seedAnnouncements } from './announcements.js';
import { seedReceiving } from './receiving.js';
import { seedSavedViews } from './saved-views.js';
import { hasDemoApiAccess, seedApiAccess } from './api-access.js';
import { webhookSecretBox } from '../modules/webhook-subscriptions/secret-box.js';

/** Serialises seeding across API instances starting together; any fixed key shared by all of them works. */
const SEED_LOCK_KEY = 7_302_118_002;

const DEMO_CLIENTS: (typeof clients.$inferInsert)[] = [
  { id: OPERATOR_CLIENT_ID, name: 'Estiba Operations', billingEnabled: false, shippingPlatformId: null },
  {
    id: DEMO_CLIENT_ID,
    name: 'Demo Store Co.',
    billingEnabled: true,
    shippingPlatformId: DEMO_SHIPPING_PLATFORM_ID,
  },
  { id: OTHER_CLIENT_ID, name: 'Other Merchant SA', billingEnabled: false, shippingPlatformId: null },
];

const SHOP_SETTINGS = { automaticOrders: false, automaticOrdersWarehouseId: null };

const DEMO_SHOPS: (typeof shops.$inferInsert)[] = [
  {
    id: DEMO_MAIN_SHOP_ID,
    clientId: DEMO_CLIENT_ID,
    name: 'Demo Store',
    ecommerce: 'shopify',
    url: 'https://demo-store.myshopify.com',
    currency: 'MXN',
    updatedScopes: 1,
    isMain: true,
    settings: SHOP_SETTINGS,
  },
  {
    id: DEMO_SANDBOX_SHOP_ID,
    clientId: DEMO_CLIENT_ID,
    name: 'Sandbox Store',
    ecommerce: 'sandbox',
    url: null,
    currency: 'MXN',
    updatedScopes: 1,
    isMain: false,
    settings: SHOP_SETTINGS,
  },
  {
    id: OTHER_SHOP_ID,
    clientId: OTHER_CLIENT_ID,
    name: 'Tienda Other',
    ecommerce: 'woocommerce',
    url: 'https://tienda.other-merchant.test',
    currency: 'MXN',
    updatedScopes: 1,
    isMain: true,
    settings: SHOP_SETTINGS,
  },
];

/** One per country Estiba operates in (DOMAIN.md), two in Mexico and two in the United States. */
export const DEMO_WAREHOUSES: (typeof warehouses.$inferInsert)[] = [
  {
    id: 'WH-MX-CDMX',
    name: 'Ciudad de México',
    address: 'Av. Ceylán 959, Industrial Vallejo, Azcapotzalco, 02300 Ciudad de México, CDMX',
    countryCode: 'MX',
    currency: 'MXN',
    timeZone: 'America/Mexico_City',
  },
  {
    id: 'WH-MX-MTY',
    name: 'Monterrey',
    address: 'Av. Miguel Alemán 6500, Parque Industrial, 66600 Apodaca, N.L.',
    countryCode: 'MX',
    currency: 'MXN',
    timeZone: 'America/Monterrey',
  },
  {
    id: 'WH-US-LRD',
    name: 'Laredo',
    address: '11902 Mines Rd, Laredo, TX 78045',
    countryCode: 'US',
    currency: 'USD',
    timeZone: 'America/Chicago',
  },
  {
    id: 'WH-US-MIA',
    name: 'Miami',
    address: '10400 NW 33rd St, Doral, FL 33172',
    countryCode: 'US',
    currency: 'USD',
    timeZone: 'America/New_York',
  },
  {
    id: 'WH-CO-BOG',
    name: 'Bogotá',
    address: 'Cl. 13 #65-10, Puente Aranda, Bogotá',
    countryCode: 'CO',
    currency: 'COP',
    timeZone: 'America/Bogota',
  },
  {
    id: 'WH-AR-BUE',
    name: 'Buenos Aires',
    address: 'Av. Gral. Paz 15500, B1752 Lomas del Mirador, Buenos Aires',
    countryCode: 'AR',
    currency: 'ARS',
    timeZone: 'America/Argentina/Buenos_Aires',
  },
  {
    id: 'WH-CL-SCL',
    name: 'Santiago',
    address: 'Av. Américo Vespucio 2500, Quilicura, Santiago',
    countryCode: 'CL',
    currency: 'CLP',
    timeZone: 'America/Santiago',
  },
  {
    id: 'WH-ES-MAD',
    name: 'Madrid',
    address: 'Calle de la Granja 4, 28108 Alcobendas, Madrid',
    countryCode: 'ES',
    currency: 'EUR',
    timeZone: 'Europe/Madrid',
  },
];

async function isSeeded(db: AppDatabase): Promise<boolean> {
  const [found] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, OPERATOR_CLIENT_ID));
  return found !== undefined;
}

export async function hasClients(db: AppDatabase): Promise<boolean> {
  const [found] = await db.select({ id: clients.id }).from(clients).limit(1);
  return found !== undefined;
}

function demoUserRows() {
  return Promise.all(
    DEMO_USERS.map(async (user) => ({
      ...user,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      tokenVersion: INITIAL_TOKEN_VERSION,
    })),
  );
}

/**
 * What of the demo data is there, read as the tables' owner in the operator scope: products and orders are
 * client-owned, under forced row-level security that holds their owner too, so outside a scope they read as
 * absent and every start would take the seed's lock and look again.
 */
export function demoPresence(database: Database) {
  return database.asOwner(({ db }) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('app.operator', 'on', true)`);
      return {
        accounts: await isSeeded(tx),
        catalogue: await hasPublicCatalogue(tx),
        inventory: await hasDemoInventory(tx),
        orders: await hasDemoOrders(tx),
        returns: await hasDemoReturns(tx),
        billing: await hasDemoBilling(tx),
        announcements: await hasDemoAnnouncements(tx),
        apiAccess: await hasDemoApiAccess(tx),
      };
    }),
  );
}

/**
 * Loads the demo data unless it is already there. Returns whether it wrote anything. A database seeded before
 * the public catalogue existed gets the catalogue (and any new demo warehouse) without touching its accounts.
 * Runs as the tables' owner (the catalogue is read-only to the API's role), in the operator scope: an owner
 * that is not a superuser is held by the forced row-level security of client-owned tables too.
 */
export interface SeedOptions {
  /**
   * The API's secret (JWT_SECRET), which seals webhook signing secrets: with it the demo merchant gets its API
   * tokens and webhook subscription (api-access.ts); without it (the API tests' templates) that part is skipped.
   */
  apiSecret?: string;
}

export async function seedDemo(database: Database, options: SeedOptions = {}): Promise<boolean> {
  const present = await demoPresence(database);
  const wantsApiAccess = options.apiSecret !== undefined;
  if (
    present.accounts &&
    present.catalogue &&
    present.inventory &&
    present.orders &&
    present.returns &&
    present.billing &&
    present.announcements &&
    (present.apiAccess || !wantsApiAccess)
  )
    return false;
  // Hashing takes a while; done before the transaction so the seed lock (and PGlite's session) is held briefly.
  const userRows = present.accounts ? null : await demoUserRows();
  return database.asOwner(({ db }) =>
    db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY}), set_config('app.operator', 'on', true)`,
      );
      const accounts = !(await isSeeded(tx));
      const catalogue = !(await hasPublicCatalogue(tx));
      const inventory = !(await hasDemoInventory(tx));
      const orders = !(await hasDemoOrders(tx));
      const returns = !(await hasDemoReturns(tx));
      const billing = !(await hasDemoBilling(tx));
      const announcements = !(await hasDemoAnnouncements(tx));
      const apiAccess = wantsApiAccess && !(await hasDemoApiAccess(tx));
      if (
        !accounts &&
        !catalogue &&
        !inventory &&
        !orders &&
        !returns &&
        !billing &&
        !announcements &&
        !apiAccess
      )
        return false;
      if (accounts) {
        await tx.insert(clients).values(DEMO_CLIENTS).onConflictDoNothing();
        await tx
          .insert(users)
          .values(userRows ?? (await demoUserRows()))
          .onConflictDoNothing();
        await tx.insert(shops).values(DEMO_SHOPS).onConflictDoNothing();
      }
      await tx.insert(warehouses).values(DEMO_WAREHOUSES).onConflictDoNothing();
      if (catalogue) await seedPublicCatalogue(tx);
      // After the clients and warehouses it stocks: the demo merchants' products and a month of their stock.
      if (inventory) await seedInventory(tx);
      // After the products exist (the inventory seed): without them it does nothing.
      await seedReceiving(tx);
      await seedFloorLocations(tx);
      // After the stock exists (inventory and receiving): the orders hold and ship units of it.
      if (orders) {
        await seedOrders(tx);
        // The orders list's demo views ("No stock"), with the orders they choose from.
        await seedSavedViews(tx);
      }
      // After the orders: returns of shipped ones in every state, good units back on hand through the ledger.
      if (returns) await seedReturns(tx);
      // After everything billable: the previous months' invoices and this month's charges, priced by billing-core.
      if (billing) await seedBilling(tx);
      // After the users: What's New's two announcements, published by the staff user at the demo users' joining time.
      if (announcements) await seedAnnouncements(tx);
      // After the users and billing (its log's invoice.issued is the latest issued invoice): /api-token's content.
      if (apiAccess) await seedApiAccess(tx, { box: webhookSecretBox(options.apiSecret!) });
      // The seed writes history, not news: its stock and receiving events have no one to tell (no socket is
      // connected yet), and relayed at start they would reach the first merchant to sign in as a burst of stale
      // updates. Marked delivered in the same transaction; and dispatched, so no webhook subscription (the seed's
      // own, api-access.ts) receives the seed's history either.
      await tx.execute(sql`
        UPDATE events SET delivered_at = coalesce(delivered_at, now()),
                          webhooks_dispatched_at = coalesce(webhooks_dispatched_at, now())
         WHERE delivered_at IS NULL OR webhooks_dispatched_at IS NULL`);
      return true;
    }),
  );
}
