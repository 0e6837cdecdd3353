-- 0031 contract: drop users.legacy_phone (replaced by user_phones in 0027-0029)
-- Release: 2025.07 (two releases after reads switched in 0029)
SET lock_timeout = '3s';
SET statement_timeout = '60s';

BEGIN;

-- backup of the data being removed; kept until 2025.09 (see ticket DATA-412)
CREATE TABLE IF NOT EXISTS _bak_users_legacy_phone_20250701 AS
  SELECT id, legacy_phone FROM users WHERE legacy_phone IS NOT NULL;

-- sanity check: every legacy value exists in the new table
DO $$
DECLARE missing int;
BEGIN
  SELECT count(*) INTO missing
  FROM _bak_users_legacy_phone_20250701 b
  LEFT JOIN user_phones p ON p.user_id = b.id AND p.number = b.legacy_phone
  WHERE p.user_id IS NULL;
  IF missing > 0 THEN
    RAISE EXCEPTION '% legacy phone numbers not backfilled; aborting', missing;
  END IF;
END $$;

ALTER TABLE users DROP COLUMN legacy_phone;

COMMIT;
