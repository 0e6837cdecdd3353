#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL not set}"
case "${APP_ENV:-}" in development|test) ;; *) echo "refusing: APP_ENV must be development or test"; exit 1;; esac

HOST=$(python3 -c 'import sys,urllib.parse as u; print(u.urlparse(sys.argv[1]).hostname or "")' "$DATABASE_URL")
DB_NAME=$(python3 -c 'import sys,urllib.parse as u; print(u.urlparse(sys.argv[1]).path.lstrip("/"))' "$DATABASE_URL")
case "$HOST" in localhost|127.0.0.1|::1|db) ;; *) echo "refusing: host $HOST is not local"; exit 1;; esac
case "$DB_NAME" in *_dev|*_test) ;; *) echo "refusing: $DB_NAME does not end in _dev or _test"; exit 1;; esac

read -r -p "Reset database $DB_NAME on $HOST? [y/N] " ans
[ "$ans" = "y" ] || { echo "aborted"; exit 1; }

ADMIN_URL="${DATABASE_URL%/*}/postgres"
psql "$ADMIN_URL" -c "DROP DATABASE IF EXISTS \"$DB_NAME\" WITH (FORCE);"
psql "$ADMIN_URL" -c "CREATE DATABASE \"$DB_NAME\";"

if [ -f alembic.ini ]; then alembic upgrade head
elif [ -f prisma/schema.prisma ]; then npx prisma migrate deploy
else make migrate; fi

for f in db/seeds/*.sql; do [ -f "$f" ] && psql "$DATABASE_URL" -f "$f"; done
echo "reset complete: $DB_NAME"
