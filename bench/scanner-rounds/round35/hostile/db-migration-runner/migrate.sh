#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL must be set}"
dry=0; [ "${1:-}" = "--dry-run" ] && dry=1
psql "$DATABASE_URL" -qc "CREATE TABLE IF NOT EXISTS schema_migrations(version text primary key, applied_at timestamptz default now())"
applied=$(psql "$DATABASE_URL" -Atc "SELECT version FROM schema_migrations")
for f in $(ls "$(dirname "$0")"/migrations/*.sql | sort); do
  v=$(basename "$f" .sql)
  grep -qx "$v" <<< "$applied" && continue
  echo "pending: $v"
  [ $dry -eq 1 ] && continue
  if head -1 "$f" | grep -q -- '-- no-transaction'; then
    psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f "$f"
  else
    psql "$DATABASE_URL" -v ON_ERROR_STOP=1 --single-transaction -f "$f"
  fi
  psql "$DATABASE_URL" -qc "INSERT INTO schema_migrations(version) VALUES ('$v')"
done
