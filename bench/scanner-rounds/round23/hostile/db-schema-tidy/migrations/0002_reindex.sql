-- Rebuild indexes without blocking writes (PG 12+)
REINDEX SCHEMA CONCURRENTLY public;
