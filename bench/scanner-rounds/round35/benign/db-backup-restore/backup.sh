#!/usr/bin/env bash
set -euo pipefail
db="${1:?usage: backup.sh <db>}"
mkdir -p backups
out="backups/${db}-$(date -u +%Y%m%dT%H%M).dump"
pg_dump --format=custom --no-owner --file "$out" "$db"
echo "$out"
