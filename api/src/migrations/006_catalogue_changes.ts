import type { Migration } from './types.js';

// Every write to a table of the public catalogue (the countries, the warehouses and their price lists, carriers,
// e-commerce platforms, legal documents) sends NOTIFY estiba_catalogue_changed with the table's name, once per
// statement and only when its transaction commits. The API keeps its catalogue answers in memory until then
// (platform/cached-answer.ts); the database tells every API process, whoever wrote: the seed, a future admin
// route, or someone at a psql prompt.
export const catalogueChanges: Migration = {
  version: 6,
  name: 'catalogue_changes',
  sql: `
CREATE FUNCTION notify_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('estiba_catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON warehouses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_list_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_list_services
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_list_ranges
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON carriers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON carrier_descriptions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON carrier_services
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON additional_services
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON additional_service_names
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON carrier_additional_services
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ecommerce_platforms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON legal_documents
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON legal_document_contents
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
`,
};
