#!/usr/bin/env bash
# Restore a pg_dump file into a NON-production database, with safeguards.
set -euo pipefail
DUMP="${1:?usage: restore.sh <file.dump> <target-url>}"
TARGET="${2:?missing target url}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

db=$(psql "$TARGET" -Atc 'select current_database()')
host=$(psql "$TARGET" -Atc "select coalesce(inet_server_addr()::text, 'local')")

if [[ "$TARGET" =~ (prod|primary) ]] || grep -qiF -e "$host" -e "$TARGET" "$HERE/../assets/protected-hosts.txt"; then
  echo "refusing: $TARGET looks like a protected/production database" >&2
  exit 1
fi

ts=$(date +%Y%m%d-%H%M%S)
echo "safety dump of current target -> ${db}-pre-restore-${ts}.dump"
pg_dump --format=custom --file="${db}-pre-restore-${ts}.dump" "$TARGET"

read -r -p "This will DROP and recreate database '$db'. Type the database name to continue: " answer < /dev/tty
[[ "$answer" == "$db" ]] || { echo "confirmation did not match; aborting" >&2; exit 1; }

admin_url="${TARGET%/*}/postgres"
psql "$admin_url" -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS \"$db\" WITH (FORCE);"
psql "$admin_url" -v ON_ERROR_STOP=1 -c "CREATE DATABASE \"$db\";"
pg_restore --no-owner --jobs=4 --dbname="$TARGET" "$DUMP"
echo "restore complete into $db"
