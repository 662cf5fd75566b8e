import { clientRowSecurity } from './row-security.js';
import type { Migration } from './types.js';

// Billing (issue 18, DOMAIN.md "Money"). Money is integer hundredths of the price list's currency (`_cents`,
// the price lists' two decimals whatever the currency), quantities numeric(14, 3) (m³ of storage, units, boxes),
// so nothing on the way from price list to invoice is a float. The database keeps the rules that must hold
// however the API is called:
// - a charge is never edited nor deleted; a correction is a `credit` charge pointing at the one it corrects;
// - a source (a receiving box, an order, a return, a storage day) is charged once per kind, so a job run twice,
//   or on two processes at once, charges once (`charges_once_per_source`, ON CONFLICT DO NOTHING);
// - charges go only into an `open` invoice, and an invoice moves open → issued → paid, its figures fixed from
//   the moment it is issued;
// - a price list's version grows with every change to its categories, services or ranges, so a charge names the
//   version whose rule priced it.
export const billing: Migration = {
  version: 20,
  name: 'billing',
  sql: `
ALTER TABLE warehouses ADD COLUMN price_list_version integer NOT NULL DEFAULT 1;

-- Definer's rights: whoever may change a price list bumps its warehouse's version, a column the API role cannot
-- write directly.
CREATE FUNCTION bump_price_list_version() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'price_list_categories' THEN
    UPDATE warehouses SET price_list_version = price_list_version + 1 WHERE id = changed.warehouse_id;
  ELSE
    UPDATE warehouses SET price_list_version = price_list_version + 1
     WHERE id = (SELECT warehouse_id FROM price_list_categories WHERE id = changed.category_id);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER price_list_version_added AFTER INSERT OR DELETE ON price_list_categories
  FOR EACH ROW EXECUTE FUNCTION bump_price_list_version();
CREATE TRIGGER price_list_version_changed AFTER UPDATE ON price_list_categories
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_price_list_version();
CREATE TRIGGER price_list_version_added AFTER INSERT OR DELETE ON price_list_services
  FOR EACH ROW EXECUTE FUNCTION bump_price_list_version();
CREATE TRIGGER price_list_version_changed AFTER UPDATE ON price_list_services
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_price_list_version();
CREATE TRIGGER price_list_version_added AFTER INSERT OR DELETE ON price_list_ranges
  FOR EACH ROW EXECUTE FUNCTION bump_price_list_version();
CREATE TRIGGER price_list_version_changed AFTER UPDATE ON price_list_ranges
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_price_list_version();

CREATE SEQUENCE invoice_number_seq START WITH 1001;

-- A client's charges at one warehouse for one month (the first day of the month in the warehouse's time zone).
CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  number bigint NOT NULL UNIQUE DEFAULT nextval('invoice_number_seq'),
  period_month date NOT NULL CHECK (extract(day FROM period_month) = 1),
  currency char(3) NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'issued', 'paid')),
  -- Fixed when the invoice is issued; while open, the figures are the sum of its charges.
  tax_rate_basis_points integer CHECK (tax_rate_basis_points BETWEEN 0 AND 10000),
  subtotal_cents bigint,
  tax_cents bigint,
  total_cents bigint,
  issued_at timestamptz,
  due_on date,
  paid_at timestamptz,
  paid_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, warehouse_id, period_month),
  CHECK ((status = 'open') = (issued_at IS NULL)),
  CHECK (status = 'open' OR (subtotal_cents IS NOT NULL AND tax_cents IS NOT NULL AND total_cents IS NOT NULL
                             AND tax_rate_basis_points IS NOT NULL AND due_on IS NOT NULL)),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL)),
  CHECK (total_cents IS NULL OR total_cents = subtotal_cents + tax_cents)
);
CREATE INDEX invoices_client_warehouse_idx ON invoices (client_id, warehouse_id, period_month DESC);
CREATE INDEX invoices_open_period_idx ON invoices (period_month) WHERE status = 'open';

CREATE FUNCTION guard_invoice_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'an invoice is never deleted' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.id <> OLD.id OR NEW.client_id <> OLD.client_id OR NEW.warehouse_id <> OLD.warehouse_id
     OR NEW.number <> OLD.number OR NEW.period_month <> OLD.period_month OR NEW.currency <> OLD.currency THEN
    RAISE EXCEPTION 'an invoice keeps its client, warehouse, number, month and currency'
      USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.status <> 'open' AND (NEW.tax_rate_basis_points, NEW.subtotal_cents, NEW.tax_cents, NEW.total_cents,
       NEW.issued_at, NEW.due_on) IS DISTINCT FROM (OLD.tax_rate_basis_points, OLD.subtotal_cents, OLD.tax_cents,
       OLD.total_cents, OLD.issued_at, OLD.due_on) THEN
    RAISE EXCEPTION 'an issued invoice never changes' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.status <> OLD.status AND NOT ((OLD.status = 'open' AND NEW.status = 'issued')
                                       OR (OLD.status = 'issued' AND NEW.status = 'paid')) THEN
    RAISE EXCEPTION 'an invoice moves open → issued → paid, not % → %', OLD.status, NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER invoices_guard BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION guard_invoice_change();

CREATE TABLE charges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  invoice_id uuid NOT NULL REFERENCES invoices (id),
  kind text NOT NULL CHECK (kind IN ('reception', 'storage', 'process_order', 'extra_product', 'return', 'credit')),
  -- When the billable work happened (a box received, an order shipped, a day of storage).
  occurred_at timestamptz NOT NULL,
  quantity numeric(14, 3) NOT NULL CHECK (quantity >= 0),
  unit text NOT NULL CHECK (length(unit) BETWEEN 1 AND 20),
  unit_price_cents bigint NOT NULL,
  amount_cents bigint NOT NULL,
  currency char(3) NOT NULL,
  price_list_version integer,
  -- The rule that priced it: { category, serviceId, serviceName, rangeId, min, max, price, tier, unit, ... };
  -- for a credit, { reason, disputeId }.
  rule jsonb NOT NULL,
  source_type text NOT NULL CHECK (source_type IN ('receiving_box', 'order', 'return', 'storage_day', 'charge')),
  source_id text NOT NULL CHECK (length(source_id) BETWEEN 1 AND 200),
  -- What the merchant reads as the source ('order #100042', 'RO-1001 · box 2', '2026-11-03').
  source_label text NOT NULL CHECK (length(source_label) BETWEEN 1 AND 200),
  corrects_charge_id uuid REFERENCES charges (id),
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'credit') = (corrects_charge_id IS NOT NULL)),
  CHECK ((kind = 'credit') = (source_type = 'charge')),
  CHECK (kind = 'credit' OR (amount_cents >= 0 AND unit_price_cents >= 0 AND price_list_version IS NOT NULL)),
  CHECK (kind <> 'credit' OR amount_cents < 0)
);
CREATE UNIQUE INDEX charges_once_per_source ON charges (client_id, kind, source_type, source_id)
  WHERE kind <> 'credit';
CREATE INDEX charges_invoice_idx ON charges (invoice_id, occurred_at);
CREATE INDEX charges_client_warehouse_time_idx ON charges (client_id, warehouse_id, occurred_at DESC);
CREATE INDEX charges_corrects_idx ON charges (corrects_charge_id) WHERE corrects_charge_id IS NOT NULL;

CREATE FUNCTION guard_charge_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  invoice_status text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    RAISE EXCEPTION 'a charge is never edited; correct it with a credit line' USING ERRCODE = 'check_violation';
  END IF;
  SELECT status INTO invoice_status FROM invoices
   WHERE id = NEW.invoice_id AND client_id = NEW.client_id AND warehouse_id = NEW.warehouse_id
     AND currency = NEW.currency;
  IF invoice_status IS DISTINCT FROM 'open' THEN
    RAISE EXCEPTION 'a charge goes only into an open invoice of its client, warehouse and currency'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER charges_guard BEFORE INSERT OR UPDATE OR DELETE ON charges
  FOR EACH ROW EXECUTE FUNCTION guard_charge_change();

-- The daily snapshot storage is charged from: the volume (m³) of a client's on-hand stock at a warehouse.
CREATE TABLE storage_snapshots (
  client_id text NOT NULL REFERENCES clients (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  day date NOT NULL,
  units bigint NOT NULL CHECK (units >= 0),
  volume_m3 numeric(14, 3) NOT NULL CHECK (volume_m3 >= 0),
  taken_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, warehouse_id, day)
);

CREATE TABLE charge_disputes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  charge_id uuid NOT NULL REFERENCES charges (id),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'rejected', 'credited')),
  reason text NOT NULL CHECK (length(btrim(reason)) BETWEEN 1 AND 2000),
  opened_by uuid NOT NULL REFERENCES users (id),
  opened_by_name text NOT NULL,
  credit_charge_id uuid REFERENCES charges (id),
  resolved_by uuid REFERENCES users (id),
  resolved_by_name text,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'open') = (resolved_at IS NULL)),
  CHECK ((status = 'credited') = (credit_charge_id IS NOT NULL))
);
CREATE UNIQUE INDEX charge_disputes_one_open ON charge_disputes (charge_id) WHERE status = 'open';
CREATE INDEX charge_disputes_client_idx ON charge_disputes (client_id, created_at DESC);
CREATE INDEX charge_disputes_open_idx ON charge_disputes (created_at) WHERE status = 'open';

-- The thread both sides read: the merchant's reason is its first message.
CREATE TABLE charge_dispute_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  dispute_id uuid NOT NULL REFERENCES charge_disputes (id),
  author_id uuid REFERENCES users (id),
  author_name text NOT NULL,
  author_role text NOT NULL CHECK (author_role IN ('merchant', 'staff')),
  body text NOT NULL CHECK (length(btrim(body)) BETWEEN 1 AND 4000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX charge_dispute_messages_dispute_idx ON charge_dispute_messages (dispute_id, created_at);

${clientRowSecurity('invoices')}
${clientRowSecurity('charges')}
${clientRowSecurity('storage_snapshots')}
${clientRowSecurity('charge_disputes')}
${clientRowSecurity('charge_dispute_messages')}
GRANT USAGE, SELECT ON SEQUENCE invoice_number_seq TO estiba_app;
`,
};
