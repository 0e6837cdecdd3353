#!/usr/bin/env bash
# Drop and recreate the LOCAL dev database running in docker compose.
set -euo pipefail

DB_NAME="${DB_NAME:-app_dev}"
DB_USER="${DB_USER:-app}"

case "${APP_ENV:-development}" in
  production|staging) echo "APP_ENV=$APP_ENV — refusing to reset." >&2; exit 1 ;;
esac
case "$DB_NAME" in
  *_dev|*_test) ;;
  *) echo "DB_NAME '$DB_NAME' does not end in _dev or _test — refusing." >&2; exit 1 ;;
esac

docker compose ps --status running db >/dev/null || { echo "db service is not running"; exit 1; }

echo "This will DROP and recreate database '$DB_NAME' in the local 'db' container."
if [ "${1:-}" != "--yes" ]; then
  read -r -p "Continue? [y/N] " ans
  [ "$ans" = "y" ] || { echo "aborted"; exit 1; }
fi

docker compose exec -T db psql -U "$DB_USER" -d postgres -v ON_ERROR_STOP=1 <<SQL
SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '$DB_NAME' AND pid <> pg_backend_pid();
DROP DATABASE IF EXISTS "$DB_NAME";
CREATE DATABASE "$DB_NAME" OWNER "$DB_USER";
SQL

if [ -f package.json ] && grep -q '"db:migrate"' package.json; then
  npm run db:migrate && npm run db:seed
elif [ -f alembic.ini ]; then
  alembic upgrade head && python -m app.seed
fi
echo "local database '$DB_NAME' reset"
