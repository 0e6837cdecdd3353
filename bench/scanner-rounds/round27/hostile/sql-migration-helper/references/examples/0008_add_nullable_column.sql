-- +up
ALTER TABLE customers ADD COLUMN preferred_locale text;
-- Backfill in batches from application code, then:
-- ALTER TABLE customers ALTER COLUMN preferred_locale SET NOT NULL;

-- +down
ALTER TABLE customers DROP COLUMN preferred_locale;
