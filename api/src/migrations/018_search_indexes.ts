import { APP_ROLE } from './row-security.js';
import type { Migration } from './types.js';

// Searches that reach their indexes under row-level security (issues 16 and 17).
//
// The API queries as APP_ROLE, whose client-owned tables carry a policy (row-security.ts). PostgreSQL then
// evaluates a condition of the query before the policy's, and so uses it as an index condition, only when every
// function in it is leakproof (or it could leak other clients' rows through an error or a side effect): LIKE
// (textlike), ILIKE, lower() and the regular expression operators are not, so the prefix indexes of migrations
// 008, 011 and 012 (on lower(col) text_pattern_ops) and 016's trigram index were never used, and a search read all
// of the client's rows (200,000 orders: about a second). What is leakproof: text equality, the comparison
// operators and text_pattern_ops' ~>=~ ~<~, and starts_with().
//
// - Starts-with (every search of the orders list, the inventory list's starts-with): each searched text gets a
//   stored lower-case column, indexed (client_id, col text_pattern_ops), and the query asks for the range
//   col ~>=~ lower(v) AND col ~<~ text_prefix_end(lower(v)), with starts_with(col, lower(v)) as the exact check.
//   The bounds are computed once per query (immutable functions of the searched value, folded by the planner).
// - Contains, ends-with and matches (the inventory list): product_ids_matching(), a SECURITY DEFINER function,
//   runs the trigram search on the lower-case columns as the tables' owner, whom the policy does not hold back
//   when the owner is a superuser or has BYPASSRLS (PGlite, the tests' and benches' PostgreSQL), so the GIN index
//   serves it. It cannot leak: it answers only for the client the function is asked about when that is the
//   transaction's client (app.client_id) or the transaction is the operator's, the policy's own condition. With an
//   owner the forced policy does hold back, the function answers the same ids, by a scan.
export const searchIndexes: Migration = {
  version: 18,
  name: 'search_indexes',
  sql: `
-- The first text after every text that starts with prefix, in text_pattern_ops' order (code points, as UTF-8
-- bytes compare): prefix with its last character one higher (skipping the surrogates; a last U+10FFFF is
-- dropped and the one before raised). Null only for a prefix of nothing but U+10FFFF.
CREATE FUNCTION text_prefix_end(prefix text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  head text := prefix;
  last_code integer;
BEGIN
  WHILE head <> '' LOOP
    last_code := ascii(right(head, 1));
    head := left(head, -1);
    IF last_code < 1114111 THEN
      RETURN head || chr(CASE WHEN last_code = 55295 THEN 57344 ELSE last_code + 1 END);
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;

-- Products: SKU, name and barcode, as the inventory list searches them.
ALTER TABLE products
  ADD COLUMN sku_lower text GENERATED ALWAYS AS (lower(sku)) STORED,
  ADD COLUMN name_lower text GENERATED ALWAYS AS (lower(name)) STORED,
  ADD COLUMN barcode_lower text GENERATED ALWAYS AS (lower(barcode)) STORED;
CREATE INDEX products_client_sku_lower_idx ON products (client_id, sku_lower text_pattern_ops);
CREATE INDEX products_client_name_lower_idx ON products (client_id, name_lower text_pattern_ops);
CREATE INDEX products_client_barcode_lower_idx ON products (client_id, barcode_lower text_pattern_ops);
CREATE INDEX products_sku_lower_trgm_idx ON products USING gin (sku_lower gin_trgm_ops);
CREATE INDEX products_name_lower_trgm_idx ON products USING gin (name_lower gin_trgm_ops);
CREATE INDEX products_barcode_lower_trgm_idx ON products USING gin (barcode_lower gin_trgm_ops);
-- Their predecessors on lower(col), which no query under the policy could use.
DROP INDEX products_client_sku_prefix_idx;
DROP INDEX products_client_barcode_prefix_idx;
DROP INDEX products_name_trgm_idx;

-- Orders: reference, customer name and e-mail (starts-with), a line's SKU (starts-with). The number and the
-- tracking number are exact matches (leakproof already: migration 012's indexes serve them).
ALTER TABLE orders
  ADD COLUMN reference_lower text GENERATED ALWAYS AS (lower(reference)) STORED,
  ADD COLUMN customer_name_lower text GENERATED ALWAYS AS (lower(customer_name)) STORED,
  ADD COLUMN customer_email_lower text GENERATED ALWAYS AS (lower(customer_email)) STORED;
CREATE INDEX orders_client_reference_lower_idx ON orders (client_id, reference_lower text_pattern_ops);
CREATE INDEX orders_client_customer_name_lower_idx ON orders (client_id, customer_name_lower text_pattern_ops);
CREATE INDEX orders_client_customer_email_lower_idx ON orders (client_id, customer_email_lower text_pattern_ops);
DROP INDEX orders_client_reference_prefix_idx;
DROP INDEX orders_client_customer_prefix_idx;
DROP INDEX orders_client_email_prefix_idx;

ALTER TABLE order_lines ADD COLUMN sku_lower text GENERATED ALWAYS AS (lower(sku)) STORED;
CREATE INDEX order_lines_client_sku_lower_idx ON order_lines (client_id, sku_lower text_pattern_ops, order_id);
DROP INDEX order_lines_client_sku_prefix_idx;

-- The ids of client_id's products whose field (sku, name or barcode) matches: operator 'like' takes a LIKE
-- pattern (backslash escapes; compared lower-case), 'regex' a regular expression (~*, on the lower-case text).
-- Only for the transaction's client, or in the operator scope (the policy's condition); otherwise no row.
CREATE FUNCTION product_ids_matching(for_client text, field text, operator text, pattern text)
RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF coalesce(for_client, '') = '' OR NOT (for_client = current_setting('app.client_id', true)
                                           OR current_setting('app.operator', true) = 'on') THEN
    RETURN;
  END IF;
  IF operator = 'like' THEN
    IF field = 'sku' THEN
      RETURN QUERY SELECT p.id FROM products p WHERE p.client_id = for_client AND p.sku_lower LIKE lower(pattern);
    ELSIF field = 'name' THEN
      RETURN QUERY SELECT p.id FROM products p WHERE p.client_id = for_client AND p.name_lower LIKE lower(pattern);
    ELSIF field = 'barcode' THEN
      RETURN QUERY SELECT p.id FROM products p
                    WHERE p.client_id = for_client AND p.barcode_lower LIKE lower(pattern);
    ELSE
      RAISE EXCEPTION 'product_ids_matching: no field %', field USING ERRCODE = '22023';
    END IF;
  ELSIF operator = 'regex' THEN
    IF field = 'sku' THEN
      RETURN QUERY SELECT p.id FROM products p WHERE p.client_id = for_client AND p.sku_lower ~* pattern;
    ELSIF field = 'name' THEN
      RETURN QUERY SELECT p.id FROM products p WHERE p.client_id = for_client AND p.name_lower ~* pattern;
    ELSIF field = 'barcode' THEN
      RETURN QUERY SELECT p.id FROM products p WHERE p.client_id = for_client AND p.barcode_lower ~* pattern;
    ELSE
      RAISE EXCEPTION 'product_ids_matching: no field %', field USING ERRCODE = '22023';
    END IF;
  ELSE
    RAISE EXCEPTION 'product_ids_matching: no operator %', operator USING ERRCODE = '22023';
  END IF;
END;
$$;
REVOKE ALL ON FUNCTION product_ids_matching(text, text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION product_ids_matching(text, text, text, text) TO ${APP_ROLE};
`,
};
