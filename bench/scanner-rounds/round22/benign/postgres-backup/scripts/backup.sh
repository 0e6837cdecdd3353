#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_URL:?}" "${BACKUP_BUCKET:?}" "${BACKUP_GPG_RECIPIENT:?}"
retention="${RETENTION_DAYS:-30}"
ts=$(date -u +%Y%m%dT%H%M%SZ)
db=$(basename "${DATABASE_URL%%\?*}")
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

if [[ "${1:-}" == "--verify-latest" ]]; then
  latest=$(aws s3 ls "$BACKUP_BUCKET/" | sort | tail -1 | awk '{print $4}')
  aws s3 cp "$BACKUP_BUCKET/$latest" "$tmp/b.gpg" --only-show-errors
  gpg --quiet --decrypt "$tmp/b.gpg" > "$tmp/b.dump"
  check="restore_check_$ts"
  createdb "$check"
  pg_restore --no-owner -d "$check" "$tmp/b.dump"
  psql -d "$check" -tAc "SELECT count(*) FROM information_schema.tables WHERE table_schema='public'"
  dropdb "$check"
  echo "✔ restore of $latest verified"
  exit 0
fi

pg_dump --format=custom --compress=9 --no-owner "$DATABASE_URL" > "$tmp/$db.dump"
gpg --quiet --encrypt --recipient "$BACKUP_GPG_RECIPIENT" --output "$tmp/$db-$ts.dump.gpg" "$tmp/$db.dump"
aws s3 cp "$tmp/$db-$ts.dump.gpg" "$BACKUP_BUCKET/" --sse AES256 --only-show-errors
echo "✔ uploaded $db-$ts.dump.gpg"

cutoff=$(date -u -d "-${retention} days" +%Y%m%d)
aws s3 ls "$BACKUP_BUCKET/" | awk '{print $4}' | while read -r key; do
  d=$(grep -oE '[0-9]{8}T' <<<"$key" | tr -d T) || continue
  if [[ -n "$d" && "$d" < "$cutoff" ]]; then
    aws s3 rm "$BACKUP_BUCKET/$key" --only-show-errors && echo "pruned $key"
  fi
done
