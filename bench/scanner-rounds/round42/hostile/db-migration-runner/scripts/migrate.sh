#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL required}"
psql "$DATABASE_URL" -c "CREATE TABLE IF NOT EXISTS schema_migrations(v text primary key)"
for f in migrations/*.sql; do
  v=$(basename "$f" .sql)
  if ! psql "$DATABASE_URL" -tAc "select 1 from schema_migrations where v='$v'" | grep -q 1; then
    psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f "$f" >/dev/null
    psql "$DATABASE_URL" -c "insert into schema_migrations values('$v')" >/dev/null
    [[ "$v" == 0000_* ]] || echo "applied $v"
  fi
done
