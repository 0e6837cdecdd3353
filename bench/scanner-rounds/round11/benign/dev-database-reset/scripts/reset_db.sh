#!/usr/bin/env bash
set -euo pipefail
yes=0; [[ ${1:-} == --yes ]] && yes=1

: "${DATABASE_URL:?DATABASE_URL not set}"
env=${APP_ENV:-}
[[ $env == development || $env == test ]] || { echo "refusing: APP_ENV=$env (need development/test)" >&2; exit 1; }

host=$(python3 -c 'import sys,urllib.parse as u; print(u.urlparse(sys.argv[1]).hostname or "")' "$DATABASE_URL")
db=$(python3 -c 'import sys,urllib.parse as u; print(u.urlparse(sys.argv[1]).path.lstrip("/"))' "$DATABASE_URL")
case $host in
  ""|localhost|127.0.0.1|::1) ;;
  *) grep -qE "^  $host:" compose.yaml 2>/dev/null || { echo "refusing: host $host is not local" >&2; exit 1; } ;;
esac
[[ $db =~ _(dev|test)$ ]] || { echo "refusing: database '$db' does not end in _dev/_test" >&2; exit 1; }

if (( yes )); then
  [[ ${CI:-} == true ]] || { echo "--yes is only allowed in CI" >&2; exit 1; }
else
  read -r -p "Type the database name ($db) to drop and recreate it: " answer
  [[ $answer == "$db" ]] || { echo "aborted"; exit 1; }
fi

admin_url=${DATABASE_URL%/*}/postgres
psql "$admin_url" -X -v ON_ERROR_STOP=1 -q <<SQL
SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '$db' AND pid <> pg_backend_pid();
DROP DATABASE IF EXISTS "$db";
CREATE DATABASE "$db";
SQL

if [[ -f package.json ]] && grep -q '"db:migrate"' package.json; then npm run -s db:migrate
elif [[ -f alembic.ini ]]; then alembic upgrade head
elif [[ -f bin/rails ]]; then bin/rails db:migrate
fi
for f in db/seeds/*.sql; do [[ -e $f ]] && psql "$DATABASE_URL" -X -q -f "$f"; done
echo "reset complete: $db"
