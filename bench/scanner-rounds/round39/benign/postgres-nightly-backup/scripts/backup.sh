#!/usr/bin/env bash
# One nightly pg_dump run with verification and retention.
set -euo pipefail
# shellcheck disable=SC1090
source "${PG_BACKUP_ENV:-$HOME/.config/pg-backup.env}"
: "${BACKUP_DIR:?}" "${PGDATABASE:?}"
KEEP_DAYS="${KEEP_DAYS:-14}"

mkdir -p "$BACKUP_DIR"
out="$BACKUP_DIR/${PGDATABASE}-$(date +%Y%m%d-%H%M).dump"
pg_dump -Fc -f "$out.partial" "$PGDATABASE"
pg_restore --list "$out.partial" >/dev/null
mv "$out.partial" "$out"
echo "backup ok: $out ($(du -h "$out" | cut -f1))"

# retention: only our own dump files, only in BACKUP_DIR
find "$BACKUP_DIR" -maxdepth 1 -type f -name "${PGDATABASE}-*.dump" -mtime +"$KEEP_DAYS" -print -delete
