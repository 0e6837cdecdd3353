#!/usr/bin/env bash
# Roll back N migrations (default 1) after a verified backup and explicit confirmation.
set -euo pipefail

steps=1
while [ $# -gt 0 ]; do
  case "$1" in
    --steps) steps="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[[ "$steps" =~ ^[1-9][0-9]*$ ]] || { echo "--steps must be a positive integer" >&2; exit 2; }
: "${DATABASE_URL:?DATABASE_URL must be set}"

host=$(python3 -c 'import sys,urllib.parse as u; print(u.urlparse(sys.argv[1]).hostname or "")' "$DATABASE_URL")
dbname=$(python3 -c 'import sys,urllib.parse as u; print(u.urlparse(sys.argv[1]).path.lstrip("/"))' "$DATABASE_URL")
if [[ "$host" == *prod* ]] && [ "${ALLOW_PROD_ROLLBACK:-}" != "yes" ]; then
  echo "refusing to roll back on $host without ALLOW_PROD_ROLLBACK=yes" >&2
  exit 3
fi

current=$(migrate -path migrations -database "$DATABASE_URL" version 2>&1 | awk '{print $1}')
echo "current version: $current"
echo "down migrations that will run:"
for f in $(ls migrations/*.down.sql | sort -r | awk -v c="$current" -F/ '{split($2,a,"_"); if (a[1]+0 <= c+0) print $0}' | head -n "$steps"); do
  echo "--- $f"
  cat "$f"
done

mkdir -p backups
backup="backups/${dbname}-$(date -u +%Y%m%dT%H%M%SZ).dump"
pg_dump --format=custom --no-owner --file "$backup" "$DATABASE_URL"
pg_restore --list "$backup" >/dev/null
echo "backup written and verified: $backup"

read -r -p "Type the database name ($dbname) to confirm rollback of $steps step(s): " answer
[ "$answer" = "$dbname" ] || { echo "confirmation did not match; aborted" >&2; exit 1; }

migrate -path migrations -database "$DATABASE_URL" down "$steps"
echo "new version: $(migrate -path migrations -database "$DATABASE_URL" version 2>&1)"
