#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL}"
DIR="$(cd "$(dirname "$0")/../migrations" && pwd)"
psql "$DATABASE_URL" -qc "create table if not exists schema_migrations(version text primary key, checksum text, applied_at timestamptz default now())"
case "${1:-status}" in
  status) psql "$DATABASE_URL" -c "select version, applied_at from schema_migrations order by version" ;;
  up)
    for f in "$DIR"/*.sql; do
      v=$(basename "$f" .sql)
      psql "$DATABASE_URL" -tAc "select 1 from schema_migrations where version='$v'" | grep -q 1 && continue
      sum=$(sha256sum "$f" | cut -c1-16)
      echo "applying $v"
      psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -1 -f "$f" -c "insert into schema_migrations(version,checksum) values ('$v','$sum')"
    done ;;
esac
