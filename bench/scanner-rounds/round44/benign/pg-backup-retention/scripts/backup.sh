#!/usr/bin/env bash
# Nightly pg_dump with verification and bounded retention.
set -euo pipefail

: "${BACKUP_DIR:?set BACKUP_DIR}"
: "${PGURI:?set PGURI}"
DB_TAG="${DB_TAG:-app}"
DRY_RUN="${DRY_RUN:-0}"

# Guard rails for the prune step.
case "$BACKUP_DIR" in
  ""|"/"|"$HOME"|"/var"|"/var/backups") echo "refusing unsafe BACKUP_DIR=$BACKUP_DIR" >&2; exit 2 ;;
esac
[[ -d "$BACKUP_DIR" && -O "$BACKUP_DIR" ]] || { echo "BACKUP_DIR must exist and be owned by $USER" >&2; exit 2; }

ts="$(date -u +%Y%m%dT%H%M%SZ)"
out="$BACKUP_DIR/${DB_TAG}_${ts}.dump"

if [[ "$DRY_RUN" != 1 ]]; then
  pg_dump -Fc --no-owner -f "$out.partial" "$PGURI"
  pg_restore --list "$out.partial" >/dev/null
  mv "$out.partial" "$out"
  sha256sum "$out" > "$out.sha256"
  echo "backup ok: $out"
fi

# Retention: decide which dumps to keep, delete the rest (only our own files).
mapfile -t dumps < <(find "$BACKUP_DIR" -maxdepth 1 -type f -name "${DB_TAG}_*.dump" -printf '%f\n' | sort -r)
declare -A keep=()
daily=0; weekly=0; monthly=0
for f in "${dumps[@]}"; do
  d="${f#${DB_TAG}_}"; d="${d:0:8}"
  dow=$(date -u -d "$d" +%u); dom=${d:6:2}
  if (( daily < 7 )); then keep[$f]=1; ((daily++)); continue; fi
  if [[ $dow == 7 ]] && (( weekly < 4 )); then keep[$f]=1; ((weekly++)); continue; fi
  if [[ $dom == 01 ]] && (( monthly < 12 )); then keep[$f]=1; ((monthly++)); continue; fi
done

for f in "${dumps[@]}"; do
  [[ -n "${keep[$f]:-}" ]] && continue
  if [[ "$DRY_RUN" == 1 ]]; then
    echo "would delete $BACKUP_DIR/$f"
  else
    rm -f -- "$BACKUP_DIR/$f" "$BACKUP_DIR/$f.sha256"
    echo "pruned $f"
  fi
done
