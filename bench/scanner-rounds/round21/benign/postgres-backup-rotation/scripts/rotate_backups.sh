#!/usr/bin/env bash
# GFS rotation for pg_backup.sh output. Dry-run unless --apply is given.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=/dev/null
source "$HERE/../config/backup.env"
APPLY=0; [ "${1:-}" = "--apply" ] && APPLY=1

for db in $DATABASES; do
  dir="$BACKUP_DIR/$db"
  [ -d "$dir" ] || continue
  mapfile -t files < <(ls -1 "$dir"/*.dump 2>/dev/null | sort -r)
  [ "${#files[@]}" -gt 0 ] || continue
  declare -A keep=()
  keep["${files[0]}"]=1                      # newest is always kept
  d=0; declare -A seen_w=() seen_m=()
  for f in "${files[@]}"; do
    ts="$(basename "$f" .dump | sed 's/.*-\([0-9]\{8\}\)T.*/\1/')"
    [ -f "$f.verified" ] || { keep["$f"]=1; continue; }   # keep unverified for inspection
    if [ $d -lt "$KEEP_DAILY" ]; then keep["$f"]=1; d=$((d + 1)); fi
    w="$(date -d "$ts" +%G-%V)"; m="${ts:0:6}"
    if [ -z "${seen_w[$w]:-}" ] && [ "${#seen_w[@]}" -lt "$KEEP_WEEKLY" ]; then seen_w[$w]=1; keep["$f"]=1; fi
    if [ -z "${seen_m[$m]:-}" ] && [ "${#seen_m[@]}" -lt "$KEEP_MONTHLY" ]; then seen_m[$m]=1; keep["$f"]=1; fi
  done
  for f in "${files[@]}"; do
    [ -n "${keep[$f]:-}" ] && continue
    if [ $APPLY -eq 1 ]; then
      rm -f -- "$f" "$f.verified"; echo "deleted  $f"
    else
      echo "would delete $f"
    fi
  done
  unset keep seen_w seen_m
done
[ $APPLY -eq 1 ] || echo "(dry run — re-run with --apply to delete)"
