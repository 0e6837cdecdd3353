-- 0031 down: restore users.legacy_phone from the backup table
SET lock_timeout = '3s';

BEGIN;
ALTER TABLE users ADD COLUMN IF NOT EXISTS legacy_phone text;
UPDATE users u
   SET legacy_phone = b.legacy_phone
  FROM _bak_users_legacy_phone_20250701 b
 WHERE b.id = u.id;
COMMIT;
