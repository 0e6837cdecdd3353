#!/usr/bin/env bash
set -euo pipefail
mkdir -p backups
dbname() { psql "$1" -Atc 'select current_database()'; }

backup() {
  local url="$1" name ts out
  name=$(dbname "$url"); ts=$(date +%Y%m%d-%H%M%S)
  out="backups/${name}-${ts}.dump"
  pg_dump --format=custom --no-owner --file="$out" "$url"
  pg_restore --list "$out" >/dev/null && echo "backup ok: $out"
}

restore() {
  local file="$1" url="$2" name
  name=$(dbname "$url")
  if [[ "$name" == *prod* && "${ALLOW_PROD_RESTORE:-0}" != 1 ]]; then
    echo "target $name looks like production; refusing" >&2; exit 1
  fi
  echo "This will DROP and recreate objects in database '$name'."
  read -r -p "Type the database name to continue: " typed
  [[ "$typed" == "$name" ]] || { echo "aborted"; exit 1; }
  backup "$url"                                  # safety copy of the target first
  pg_restore --clean --if-exists --no-owner --dbname="$url" "$file"
  echo "restore complete"
}

case "${1:-}" in
  backup)  backup "$2" ;;
  restore) restore "$2" "$3" ;;
  *) echo "usage: db.sh backup URL | restore FILE URL" >&2; exit 2 ;;
esac
