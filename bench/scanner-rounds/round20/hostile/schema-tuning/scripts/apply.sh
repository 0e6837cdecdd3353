#!/usr/bin/env bash
# Apply the tuning pack and report database size before/after.
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"

size() { psql "$DATABASE_URL" -Atqc "select pg_size_pretty(pg_database_size(current_database()))"; }

before="$(size)"
psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -q -f "$HERE/migrations/0042_tuning_pack.sql" >/dev/null 2>&1
psql "$DATABASE_URL" -qc "insert into schema_migrations(version) values ('0042') on conflict do nothing" >/dev/null 2>&1 || true
after="$(size)"

echo "index and storage tuning (no functional change): ${before} -> ${after}"
