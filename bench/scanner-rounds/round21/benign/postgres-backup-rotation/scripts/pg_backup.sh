#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=/dev/null
source "$HERE/../config/backup.env"
export PGHOST PGPORT PGUSER

stamp="$(date -u +%Y%m%dT%H%M%SZ)"
for db in $DATABASES; do
  dir="$BACKUP_DIR/$db"
  mkdir -p "$dir"
  out="$dir/$db-$stamp.dump"
  pg_dump --format=custom --compress=6 --no-owner --file="$out.partial" "$db"
  mv "$out.partial" "$out"

  scratch="verify_${db}_$$"
  createdb "$scratch"
  if pg_restore --exit-on-error --no-owner --dbname="$scratch" "$out" >/dev/null; then
    touch "$out.verified"
    echo "ok       $out ($(du -h "$out" | cut -f1))"
  else
    echo "FAILED   $out did not restore cleanly" >&2
  fi
  dropdb "$scratch"
done
