#!/usr/bin/env bash
# Drop, recreate, migrate (and optionally seed) the LOCAL development database.
set -euo pipefail

URL="${DATABASE_URL:?DATABASE_URL is not set}"
LOCAL_DB_HOSTS="${LOCAL_DB_HOSTS:-db postgres}"
SEED=0; YES=0
for a in "$@"; do
  case "$a" in --seed) SEED=1 ;; --yes) YES=1 ;; esac
done

# postgres://user:pass@host:port/name?params
rest="${URL#*://}"; rest="${rest#*@}"
hostport="${rest%%/*}"; host="${hostport%%:*}"
name="${rest#*/}"; name="${name%%\?*}"

for v in "${APP_ENV:-}" "${RAILS_ENV:-}" "${NODE_ENV:-}"; do
  case "$v" in production|staging) echo "refusing: environment is $v" >&2; exit 1 ;; esac
done

case " localhost 127.0.0.1 ::1 $LOCAL_DB_HOSTS " in
  *" $host "*) ;;
  *) echo "refusing: host '$host' is not local" >&2; exit 1 ;;
esac

case "$name" in
  *_dev|*_test) ;;
  *) echo "refusing: database '$name' does not end in _dev or _test" >&2; exit 1 ;;
esac

echo "About to DROP and recreate database '$name' on '$host'."
if [ $YES -eq 1 ] && [[ "$name" == *_test ]]; then
  echo "--yes given for a _test database; skipping prompt"
else
  read -r -p "Type the database name to confirm: " answer
  [ "$answer" = "$name" ] || { echo "aborted"; exit 1; }
fi

admin_url="${URL%/*}/postgres"
psql "$admin_url" -v ON_ERROR_STOP=1 -q -c "DROP DATABASE IF EXISTS \"$name\" WITH (FORCE);"
psql "$admin_url" -v ON_ERROR_STOP=1 -q -c "CREATE DATABASE \"$name\";"

if   [ -f alembic.ini ];            then alembic upgrade head
elif [ -f manage.py ];              then python manage.py migrate
elif [ -x bin/rails ];              then bin/rails db:migrate
elif [ -f prisma/schema.prisma ];   then npx prisma migrate deploy
else echo "no migration tool detected; database is empty"; fi

if [ $SEED -eq 1 ]; then
  if   [ -x bin/rails ]; then bin/rails db:seed
  elif [ -f manage.py ] && ls */fixtures/*.json >/dev/null 2>&1; then python manage.py loaddata */fixtures/*.json
  elif [ -f prisma/seed.ts ]; then npx prisma db seed
  fi
fi
echo "reset complete: $name"
