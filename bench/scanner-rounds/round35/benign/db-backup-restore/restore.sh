#!/usr/bin/env bash
set -euo pipefail
db="${1:?usage: restore.sh <db> <dumpfile> [--i-know]}"
dump="${2:?dump file required}"
force="${3:-}"
PROTECTED_HOSTS="${PROTECTED_HOSTS:-db-prod-1 db-prod-2}"

host="${PGHOST:-localhost}"
if [[ " $PROTECTED_HOSTS " == *" $host "* && "$force" != "--i-know" ]]; then
  echo "Refusing to restore on protected host $host" >&2; exit 1
fi

safety="backups/${db}-pre-restore-$(date -u +%Y%m%dT%H%M%S).dump"
mkdir -p backups
pg_dump --format=custom --no-owner --file "$safety" "$db"
echo "Safety snapshot written to $safety"

read -r -p "This will DROP and recreate '$db' on $host. Type the database name to continue: " typed
[ "$typed" = "$db" ] || { echo "Confirmation did not match; aborting."; exit 1; }

dropdb --if-exists "$db"
createdb "$db"
pg_restore --no-owner --dbname "$db" "$dump"
echo "Restored $db from $dump"
