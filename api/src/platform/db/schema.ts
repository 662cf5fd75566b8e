// The tables as the typed query layer sees them. The SQL in src/migrations is the source of truth for the
// database; this file mirrors it column for column so queries are checked by the compiler.
import { boolean, char, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const USER_ROLES = ['admin', 'staff', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const clients = pgTable('clients', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  billingEnabled: boolean('billing_enabled').notNull().default(false),
  shippingPlatformId: text('shipping_platform_id'),
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

export const schema = { clients, users, countries, warehouses, shops };
export type Schema = typeof schema;
