import type { Migration } from './types.js';

// Clients, their users and shops, and the catalogue every client shares (countries, warehouses).
// Every table a client owns carries client_id NOT NULL with an index, so scoped queries stay cheap.
export const foundation: Migration = {
  version: 1,
  name: 'foundation',
  sql: `
CREATE TABLE clients (
  id text PRIMARY KEY,
  name text NOT NULL,
  billing_enabled boolean NOT NULL DEFAULT false,
  shipping_platform_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text NOT NULL,
  display_name text NOT NULL,
  photo_url text,
  role text NOT NULL CHECK (role IN ('admin', 'staff', 'user')),
  lang text NOT NULL DEFAULT 'en-US',
  disabled boolean NOT NULL DEFAULT false,
  token_version integer NOT NULL DEFAULT 0,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  shortcuts jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_client_id_idx ON users (client_id);

CREATE TABLE countries (
  id integer PRIMARY KEY,
  code char(2) NOT NULL UNIQUE,
  name text NOT NULL,
  phone_code text NOT NULL
);

CREATE TABLE warehouses (
  id text PRIMARY KEY,
  name text NOT NULL,
  address text NOT NULL,
  country_code char(2) NOT NULL,
  currency char(3) NOT NULL,
  time_zone text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shops (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  name text NOT NULL,
  ecommerce text NOT NULL,
  url text,
  currency char(3) NOT NULL DEFAULT 'MXN',
  updated_scopes integer NOT NULL DEFAULT 1,
  marketplace text,
  is_main boolean NOT NULL DEFAULT false,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shops_client_id_idx ON shops (client_id);
-- One main shop per client: its SKUs are the ones the warehouse uses.
CREATE UNIQUE INDEX shops_one_main_per_client ON shops (client_id) WHERE is_main;
`,
};
