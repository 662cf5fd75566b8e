// The tables as the typed query layer sees them. The SQL in src/migrations is the source of truth for the
// database; this file mirrors it column for column so queries are checked by the compiler.
import {
  boolean,
  char,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { inventorySchema } from './inventory-schema.js';
import { ordersSchema } from './orders-schema.js';

export * from './inventory-schema.js';
export * from './orders-schema.js';

export const USER_ROLES = ['admin', 'staff', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const clients = pgTable('clients', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  billingEnabled: boolean('billing_enabled').notNull().default(false),
  shippingPlatformId: text('shipping_platform_id'),
  /** The country chosen at sign-up (migration 004); null for clients created before it. */
  countryId: integer('country_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id')
    .notNull()
    .references(() => clients.id),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  displayName: text('display_name').notNull(),
  photoUrl: text('photo_url'),
  role: text('role', { enum: USER_ROLES }).notNull(),
  lang: text('lang').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  tokenVersion: integer('token_version').notNull().default(0),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  shortcuts: jsonb('shortcuts').$type<string[]>().notNull().default([]),
  /** Area prefix, a space, digits (spec point 5); migration 004. */
  phone: text('phone'),
  /** The warehouse a staff user works in (migration 008). */
  warehouseId: text('warehouse_id'),
  /** The user's own IANA time zone (migration 023); null: the browser's. */
  timeZone: text('time_zone'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: char('code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
  phoneCode: text('phone_code').notNull(),
});

export const warehouses = pgTable('warehouses', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  countryCode: char('country_code', { length: 2 }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  timeZone: text('time_zone').notNull(),
  /** Hours staff have to receive an arrived box (migration 008). */
  receivingDeadlineHours: integer('receiving_deadline_hours').notNull().default(48),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const shops = pgTable('shops', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id')
    .notNull()
    .references(() => clients.id),
  name: text('name').notNull(),
  ecommerce: text('ecommerce').notNull(),
  url: text('url'),
  currency: char('currency', { length: 3 }).notNull().default('MXN'),
  updatedScopes: integer('updated_scopes').notNull().default(1),
  marketplace: text('marketplace'),
  isMain: boolean('is_main').notNull().default(false),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Public catalogue (migration 003): shared by every client, so none of these tables carries client_id.
export const PRICE_LIST_CATEGORIES = ['reception', 'storage', 'process_order', 'returns'] as const;
export type PriceListCategory = (typeof PRICE_LIST_CATEGORIES)[number];
/** The languages catalogue texts are written in; a regional locale (es-MX) reads its language's text. */
export const CATALOGUE_LANGUAGES = ['en', 'es'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

export const priceListCategories = pgTable('price_list_categories', {
  id: text('id').primaryKey(),
  warehouseId: text('warehouse_id')
    .notNull()
    .references(() => warehouses.id, { onDelete: 'cascade' }),
  category: text('category', { enum: PRICE_LIST_CATEGORIES }).notNull(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
  unit: text('unit'),
});

export const priceListServices = pgTable('price_list_services', {
  id: text('id').primaryKey(),
  categoryId: text('category_id')
    .notNull()
    .references(() => priceListCategories.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
  min: numeric('min', { precision: 12, scale: 3, mode: 'number' }),
  max: numeric('max', { precision: 12, scale: 3, mode: 'number' }),
  unit: text('unit'),
  extraPrice: numeric('extra_price', { precision: 14, scale: 2, mode: 'number' }),
});

export const priceListRanges = pgTable('price_list_ranges', {
  id: text('id').primaryKey(),
  categoryId: text('category_id')
    .notNull()
    .references(() => priceListCategories.id, { onDelete: 'cascade' }),
  serviceId: text('service_id').references(() => priceListServices.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  min: numeric('min', { precision: 14, scale: 3, mode: 'number' }).notNull(),
  max: numeric('max', { precision: 14, scale: 3, mode: 'number' }),
  price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
});

export const carriers = pgTable('carriers', {
  id: text('id').primaryKey(),
  countryCode: char('country_code', { length: 2 }).notNull(),
  name: text('name').notNull(),
  logoSlug: text('logo_slug').notNull(),
  position: integer('position').notNull(),
});

export const carrierDescriptions = pgTable(
  'carrier_descriptions',
  {
    carrierId: text('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    language: text('language', { enum: CATALOGUE_LANGUAGES }).notNull(),
    description: text('description').notNull(),
  },
  (table) => [primaryKey({ columns: [table.carrierId, table.language] })],
);

export const carrierServices = pgTable('carrier_services', {
  id: text('id').primaryKey(),
  carrierId: text('carrier_id')
    .notNull()
    .references(() => carriers.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  international: boolean('international').notNull(),
});

export const additionalServices = pgTable('additional_services', {
  code: text('code').primaryKey(),
  position: integer('position').notNull(),
});

export const additionalServiceNames = pgTable(
  'additional_service_names',
  {
    code: text('code')
      .notNull()
      .references(() => additionalServices.code, { onDelete: 'cascade' }),
    language: text('language', { enum: CATALOGUE_LANGUAGES }).notNull(),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.code, table.language] })],
);

export const carrierAdditionalServices = pgTable('carrier_additional_services', {
  id: text('id').primaryKey(),
  carrierId: text('carrier_id')
    .notNull()
    .references(() => carriers.id, { onDelete: 'cascade' }),
  code: text('code')
    .notNull()
    .references(() => additionalServices.code),
  position: integer('position').notNull(),
});

export const ecommercePlatforms = pgTable('ecommerce_platforms', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull(),
});

export const legalDocuments = pgTable('legal_documents', {
  name: text('name').primaryKey(),
  countryAvailable: text('country_available'),
  position: integer('position').notNull(),
});

export const legalDocumentContents = pgTable('legal_document_contents', {
  id: text('id').primaryKey(),
  documentName: text('document_name')
    .notNull()
    .references(() => legalDocuments.name, { onDelete: 'cascade' }),
  language: text('language', { enum: CATALOGUE_LANGUAGES }).notNull(),
  countryCode: char('country_code', { length: 2 }),
  html: text('html').notNull(),
});

// Hosted accounts (migration 005): one-time authorization codes of the sign-in hand-off, stored hashed.
export const authorizationCodes = pgTable('authorization_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  siteId: text('site_id').notNull(),
  redirectOrigin: text('redirect_origin').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Accounts (migration 004): password reset tokens, stored hashed, and fixed-window attempt counters.
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const attemptCounters = pgTable('attempt_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

export const schema = {
  clients,
  users,
  countries,
  warehouses,
  shops,
  priceListCategories,
  priceListServices,
  priceListRanges,
  carriers,
  carrierDescriptions,
  carrierServices,
  additionalServices,
  additionalServiceNames,
  carrierAdditionalServices,
  ecommercePlatforms,
  legalDocuments,
  legalDocumentContents,
  authorizationCodes,
  passwordResetTokens,
  attemptCounters,
  ...inventorySchema,
  ...ordersSchema,
};
export type Schema = typeof schema;
