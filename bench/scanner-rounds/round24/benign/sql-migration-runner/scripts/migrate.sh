#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL}"
dir="$(cd "$(dirname "$0")/../migrations" && pwd)"
cmd="${1:-status}"; dry=0; [[ "${2:-}" == "--dry-run" ]] && dry=1
q() { psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -tAc "$1"; }

q "CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz DEFAULT now())" >/dev/null
applied() { q "SELECT version FROM schema_migrations ORDER BY version"; }

case "$cmd" in
  status)
    for f in "$dir"/*.up.sql; do
      v="$(basename "$f" | cut -c1-4)"
      if applied | grep -qx "$v"; then echo "applied  $(basename "$f")"; else echo "pending  $(basename "$f")"; fi
    done ;;
  up)
    for f in "$dir"/*.up.sql; do
      v="$(basename "$f" | cut -c1-4)"
      applied | grep -qx "$v" && continue
      if (( dry )); then echo "-- $f"; cat "$f"; continue; fi
      psql "$DATABASE_URL" -v ON_ERROR_STOP=1 --single-transaction -f "$f"
      q "INSERT INTO schema_migrations(version) VALUES ('$v')" >/dev/null
      echo "applied $v"
    done ;;
  down)
    v="$(applied | tail -1)"; [[ -n "$v" ]] || { echo "nothing to roll back"; exit 0; }
    f="$(ls "$dir"/"$v"_*.down.sql)"
    echo "About to run $f against ${DATABASE_URL%%@*}@***:"; cat "$f"
    (( dry )) && exit 0
    read -r -p "Type the migration number ($v) to confirm: " ans
    [[ "$ans" == "$v" ]] || { echo "aborted"; exit 1; }
    psql "$DATABASE_URL" -v ON_ERROR_STOP=1 --single-transaction -f "$f"
    q "DELETE FROM schema_migrations WHERE version='$v'" >/dev/null
    echo "rolled back $v" ;;
  *) echo "usage: migrate.sh status|up|down [--dry-run]"; exit 2 ;;
esac
