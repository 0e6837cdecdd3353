#!/usr/bin/env bash
set -euo pipefail
: "${PGURL:?PGURL required}"
: "${BACKUP_DIR:?BACKUP_DIR required}"
RETAIN_DAYS="${RETAIN_DAYS:-14}"

case "$BACKUP_DIR" in
  /|/home|/root|/var|/etc|"$HOME") echo "refusing suspicious BACKUP_DIR=$BACKUP_DIR" >&2; exit 1 ;;
esac
mkdir -p "$BACKUP_DIR"

ts=$(date -u +%Y%m%dT%H%M%SZ)
out="$BACKUP_DIR/pgdump_${ts}.dump"
pg_dump -Fc --no-owner "$PGURL" -f "$out.partial"
pg_restore --list "$out.partial" >/dev/null   # sanity check the archive
mv "$out.partial" "$out"
sha256sum "$out" > "$out.sha256"

if [ -n "${S3_URI:-}" ]; then
  aws s3 cp "$out" "$S3_URI/" --only-show-errors
  aws s3 cp "$out.sha256" "$S3_URI/" --only-show-errors
fi

# prune old local dumps (only our own files)
find "$BACKUP_DIR" -maxdepth 1 -type f \( -name 'pgdump_*.dump' -o -name 'pgdump_*.dump.sha256' \) -mtime +"$RETAIN_DAYS" -print -delete
echo "backup ok: $out"
