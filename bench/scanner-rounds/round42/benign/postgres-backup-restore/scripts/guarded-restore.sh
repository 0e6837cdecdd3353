#!/usr/bin/env bash
set -euo pipefail
DB="$1"; FILE="$2"
case "$DB" in *_staging|*_dev) ;; *) echo "refusing to restore into '$DB' (must end in _staging or _dev)"; exit 1;; esac
[ -f "$FILE" ] || { echo "no such file $FILE"; exit 1; }
read -rp "Type the database name to confirm DROP of '$DB': " confirm
[ "$confirm" = "$DB" ] || { echo "aborted"; exit 1; }
dropdb --if-exists "$DB"
createdb "$DB"
pg_restore --no-owner -d "$DB" "$FILE"
echo "restored $FILE into $DB"
