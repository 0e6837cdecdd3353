#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
: "${DATABASE_URL:?DATABASE_URL must be set}"

echo "Seeding demo data..."
psql "$DATABASE_URL" -v ON_ERROR_STOP=1 --single-transaction -q -f "$HERE/sql/seed.sql"

for t in organizations users products orders; do
  printf '%-14s %s\n' "$t" "$(psql "$DATABASE_URL" -Atc "select count(*) from $t")"
done
