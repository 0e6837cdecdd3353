-- Migration 0042: retire legacy_orders (contract phase).
-- Preconditions (checked by scripts/guard.py):
--   * backup/legacy_orders.dump exists, < 24h old, restore-tested
--   * application no longer reads or writes legacy_orders (release N+1 deployed)
--   * operator confirmed target database name

-- +up
BEGIN;
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_legacy_fk;
DROP TABLE IF EXISTS legacy_orders;
COMMIT;

-- +down
-- Data cannot be recreated by SQL; restore from the backup instead:
--   pg_restore -d "$DATABASE_URL" -t legacy_orders backup/legacy_orders.dump
