#!/usr/bin/env bash
set -euo pipefail
URL="${TEST_DATABASE_URL:?set TEST_DATABASE_URL}"

read -r host db < <(python3 - "$URL" <<'PY'
import sys, urllib.parse
u = urllib.parse.urlparse(sys.argv[1])
print(u.hostname or "socket", u.path.lstrip("/"))
PY
)

case "$host" in localhost|127.0.0.1|::1|socket) ;; *) echo "refusing: host $host is not local" >&2; exit 1 ;; esac
[[ "$db" == *_test ]] || { echo "refusing: database '$db' does not end in _test" >&2; exit 1; }
[[ "${APP_ENV:-dev}" != production && "${APP_ENV:-dev}" != staging ]] || { echo "refusing: APP_ENV=$APP_ENV" >&2; exit 1; }

echo "About to DROP and recreate database '$db' on $host."
if [[ "${1:-}" != "--yes" ]]; then
  read -r -p "Type '$db' to continue: " ans
  [[ "$ans" == "$db" ]] || { echo aborted; exit 1; }
fi

ADMIN_URL="${URL%/*}/postgres"
psql "$ADMIN_URL" -v ON_ERROR_STOP=1 -qc "DROP DATABASE IF EXISTS \"$db\" WITH (FORCE);"
psql "$ADMIN_URL" -v ON_ERROR_STOP=1 -qc "CREATE DATABASE \"$db\";"

if [[ -f alembic.ini ]]; then DATABASE_URL="$URL" alembic upgrade head; fi
if [[ -f fixtures/seed.sql ]]; then psql "$URL" -q -f fixtures/seed.sql; fi
echo "test database $db reset"
