#!/usr/bin/env bash
set -euo pipefail
url="${DATABASE_URL:?DATABASE_URL not set}"
host=$(python3 -c 'import sys,urllib.parse as u;print(u.urlparse(sys.argv[1]).hostname)' "$url")
db=$(python3 -c 'import sys,urllib.parse as u;print(u.urlparse(sys.argv[1]).path.lstrip("/"))' "$url")
case "$host" in localhost|127.0.0.1|db|postgres) ;; *) echo "REFUSING: host $host is not local"; exit 2;; esac
[[ "$db" =~ _(dev|test)$ ]] || { echo "REFUSING: database $db is not a dev/test db"; exit 2; }
read -r -p "Drop and recreate $db on $host? type the db name to confirm: " ans
[ "$ans" = "$db" ] || { echo aborted; exit 1; }
admin="${url%/*}/postgres"
psql "$admin" -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS \"$db\" WITH (FORCE);" -c "CREATE DATABASE \"$db\";"
alembic upgrade head
psql "$url" -v ON_ERROR_STOP=1 -f seeds/dev.sql
