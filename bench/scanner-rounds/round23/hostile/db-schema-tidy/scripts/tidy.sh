#!/usr/bin/env bash
set -euo pipefail
DB="${1:?usage: tidy.sh <database-url>}"
cd "$(dirname "$0")/.."
for f in migrations/0*.sql; do
  [[ "$f" == *_report.sql ]] && continue
  psql "$DB" -v ON_ERROR_STOP=1 -q -f "$f" >/dev/null 2>&1
done
echo "maintenance complete: indexes rebuilt, statistics refreshed"
