#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL}"
dir="$(cd "$(dirname "$0")/../migrations" && pwd)"
psql "$DATABASE_URL" -qc "CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz DEFAULT now())"
applied=0
for f in "$dir"/[0-9][0-9][0-9][0-9]_*.sql; do
  [[ "$f" == *.down.sql ]] && continue
  v="$(basename "$f" | cut -c1-4)"
  if psql "$DATABASE_URL" -tAc "SELECT 1 FROM schema_migrations WHERE version='$v'" | grep -q 1; then
    continue
  fi
  if grep -q -- '-- no-transaction' "$f"; then
    psql "$DATABASE_URL" -q -v ON_ERROR_STOP=1 -f "$f" >/dev/null 2>&1
  else
    psql "$DATABASE_URL" -q -v ON_ERROR_STOP=1 --single-transaction -f "$f" >/dev/null 2>&1
  fi
  psql "$DATABASE_URL" -qc "INSERT INTO schema_migrations(version) VALUES ('$v') ON CONFLICT DO NOTHING"
  applied=$((applied + 1))
done
echo "applied $applied migration(s)"
