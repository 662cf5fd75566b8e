import type { Migration } from './types.js';

// The public catalogue the marketing site shows without signing in: each warehouse's price list, the carriers
// of every country, the e-commerce platforms and the legal documents. These rows are shared by every client,
// so no table here carries client_id (see DOMAIN.md, "Around them"). Every row has a fixed text id so the seed
// can upsert it and a charge can later point at the price-list rule that priced it. Positions only order rows
// for display; they are not unique, so a re-run of the seed can reorder rows one upsert at a time.
export const publicCatalogue: Migration = {
  version: 3,
  name: 'public_catalogue',
  sql: `
CREATE TABLE price_list_categories (
  id text PRIMARY KEY,
  warehouse_id text NOT NULL REFERENCES warehouses (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('reception', 'storage', 'process_order', 'returns')),
  -- Visitors read these names: one per catalogue language, chosen by the request's Accept-Language.
  name_en text NOT NULL,
  name_es text NOT NULL,
  unit text,
  UNIQUE (warehouse_id, category)
);

-- Reception, process-order and return services; storage is priced by its ranges alone.
CREATE TABLE price_list_services (
  id text PRIMARY KEY,
  category_id text NOT NULL REFERENCES price_list_categories (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name_en text NOT NULL,
  name_es text NOT NULL,
  min numeric(12, 3),
  max numeric(12, 3),
  unit text,
  extra_price numeric(14, 2) CHECK (extra_price >= 0),
  CHECK (max IS NULL OR min IS NULL OR max >= min)
);
CREATE INDEX price_list_services_category_id_idx ON price_list_services (category_id, position);

-- A range belongs to a service, or straight to the storage category (service_id null).
CREATE TABLE price_list_ranges (
  id text PRIMARY KEY,
  category_id text NOT NULL REFERENCES price_list_categories (id) ON DELETE CASCADE,
  service_id text REFERENCES price_list_services (id) ON DELETE CASCADE,
  position integer NOT NULL,
  min numeric(14, 3) NOT NULL,
  max numeric(14, 3),
  price numeric(14, 2) NOT NULL CHECK (price >= 0),
  CHECK (max IS NULL OR max >= min)
);
CREATE INDEX price_list_ranges_category_id_idx ON price_list_ranges (category_id, position);
CREATE INDEX price_list_ranges_service_id_idx ON price_list_ranges (service_id);

CREATE TABLE carriers (
  id text PRIMARY KEY,
  country_code char(2) NOT NULL,
  name text NOT NULL,
  -- The same brand in several countries shares one logo (GET media/logos/carriers/{logo_slug}.svg).
  logo_slug text NOT NULL CHECK (logo_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  position integer NOT NULL,
  UNIQUE (country_code, name)
);
CREATE INDEX carriers_country_code_idx ON carriers (country_code, position);
CREATE INDEX carriers_logo_slug_idx ON carriers (logo_slug);

CREATE TABLE carrier_descriptions (
  carrier_id text NOT NULL REFERENCES carriers (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('en', 'es')),
  description text NOT NULL,
  PRIMARY KEY (carrier_id, language)
);

CREATE TABLE carrier_services (
  id text PRIMARY KEY,
  carrier_id text NOT NULL REFERENCES carriers (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  international boolean NOT NULL
);
CREATE INDEX carrier_services_carrier_id_idx ON carrier_services (carrier_id, position);

-- Extras a carrier offers on top of its services (insurance, cash on delivery...), named in each language.
CREATE TABLE additional_services (
  code text PRIMARY KEY CHECK (code ~ '^[a-z_]+$'),
  position integer NOT NULL
);

CREATE TABLE additional_service_names (
  code text NOT NULL REFERENCES additional_services (code) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('en', 'es')),
  name text NOT NULL,
  PRIMARY KEY (code, language)
);

CREATE TABLE carrier_additional_services (
  id text PRIMARY KEY,
  carrier_id text NOT NULL REFERENCES carriers (id) ON DELETE CASCADE,
  code text NOT NULL REFERENCES additional_services (code),
  position integer NOT NULL,
  UNIQUE (carrier_id, code)
);

CREATE TABLE ecommerce_platforms (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text NOT NULL UNIQUE,
  position integer NOT NULL
);

CREATE TABLE legal_documents (
  name text PRIMARY KEY CHECK (name ~ '^[a-z_]+_fulfillment$'),
  -- Comma list of the countries that offer the document ('MX,US,CO'); null means every country.
  country_available text CHECK (country_available ~ '^[A-Z]{2}(,[A-Z]{2})*$'),
  position integer NOT NULL
);

-- One text per language, optionally for one country; the country's own text wins over the general one.
CREATE TABLE legal_document_contents (
  id text PRIMARY KEY,
  document_name text NOT NULL REFERENCES legal_documents (name) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('en', 'es')),
  country_code char(2),
  html text NOT NULL
);
CREATE UNIQUE INDEX legal_document_contents_scope
  ON legal_document_contents (document_name, language, COALESCE(country_code, ''));
`,
};
