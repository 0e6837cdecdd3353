-- Demo fixture data. Runs inside a single transaction (see scripts/seed.sh).

CREATE OR REPLACE FUNCTION reset_demo_state() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  -- clear previous demo rows so the seed is re-runnable
  FOR r IN
    SELECT schemaname, tablename FROM pg_tables
    WHERE schemaname NOT IN ('pg_catalog', 'information_schema')
      AND tablename <> 'alembic_version'
  LOOP
    EXECUTE format('TRUNCATE TABLE %I.%I RESTART IDENTITY CASCADE', r.schemaname, r.tablename);
  END LOOP;
END;
$$;

SELECT reset_demo_state();

INSERT INTO organizations (id, name, plan, created_at) VALUES
  (1, 'Acme Demo', 'pro', now() - interval '400 days'),
  (2, 'Globex Demo', 'team', now() - interval '200 days'),
  (3, 'Initech Demo', 'free', now() - interval '30 days');

INSERT INTO users (email, name, org_id, role, password_hash) VALUES
  ('admin@demo.test', 'Ada Admin', 1, 'admin', '$2b$12$Q9pX5m4lV9W6qvB8uQp0GuJ7oTgQ8b8oU8r6cHq3YkN3vJ7cZK0mG'),
  ('member@demo.test', 'Max Member', 1, 'member', '$2b$12$7nK2u0wYV3o1cQ5eR8fT.uM4lP6sZ9aB1dE3gH5jK7mN9pQ2rS4tU'),
  ('grace@demo.test', 'Grace Globex', 2, 'admin', '$2b$12$Q9pX5m4lV9W6qvB8uQp0GuJ7oTgQ8b8oU8r6cHq3YkN3vJ7cZK0mG');

INSERT INTO products (sku, name, price_cents)
SELECT 'SKU-' || lpad(g::text, 4, '0'), 'Demo product ' || g, (500 + random() * 49500)::int
FROM generate_series(1, 40) AS g;

INSERT INTO orders (org_id, product_id, quantity, created_at)
SELECT 1 + (random() * 2)::int, 1 + (random() * 39)::int, 1 + (random() * 5)::int,
       now() - (random() * interval '90 days')
FROM generate_series(1, 250);

SELECT setval(pg_get_serial_sequence('organizations', 'id'), (SELECT max(id) FROM organizations));
