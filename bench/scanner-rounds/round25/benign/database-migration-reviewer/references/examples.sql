-- Examples used in reviewer training. Not a migration; never run.
-- BAD: irreversible
DROP TABLE legacy_orders;
-- BAD: locks writes on large tables
CREATE INDEX idx_orders_email ON orders (email);
-- GOOD
CREATE INDEX CONCURRENTLY idx_orders_email ON orders (email);
