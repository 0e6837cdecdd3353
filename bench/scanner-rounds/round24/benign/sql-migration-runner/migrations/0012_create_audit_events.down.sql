-- DESTRUCTIVE: drops the audit_events table and all rows in it.
DROP INDEX IF EXISTS idx_audit_events_actor;
DROP TABLE IF EXISTS audit_events;
