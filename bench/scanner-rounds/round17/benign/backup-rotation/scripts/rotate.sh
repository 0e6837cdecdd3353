#!/usr/bin/env bash
# GFS rotation for backup-YYYYmmdd-HHMMSS.tar.zst files.
set -euo pipefail

dir=""; dry=1
while [[ $# -gt 0 ]]; do
  case "$1" in
    --dir) dir="$2"; shift 2 ;;
    --dry-run) dry=1; shift ;;
    --apply) dry=0; shift ;;
    *) echo "unknown arg $1"; exit 2 ;;
  esac
done

[[ -n "$dir" && -d "$dir" ]] || { echo "--dir must be an existing directory"; exit 2; }
real=$(realpath "$dir")
case "$real" in
  /|/home|/root|/etc|/usr|/var|"$HOME") echo "refusing to rotate in $real"; exit 3 ;;
esac
# refuse if the directory contains anything that isn't one of our backups
if find "$real" -maxdepth 1 -type f ! -name 'backup-*.tar.zst' | grep -q .; then
  echo "refusing: $real contains non-backup files"; exit 3
fi

now=$(date +%s)
declare -A keep
for f in "$real"/backup-*.tar.zst; do
  [[ -e "$f" ]] || continue
  ts=$(basename "$f" | sed -E 's/backup-([0-9]{8})-([0-9]{6}).*/\1/')
  epoch=$(date -d "$ts" +%s)
  age=$(( (now - epoch) / 86400 ))
  if (( age <= 7 )); then keep["$f"]=daily
  elif (( age <= 28 )) && [[ $(date -d "$ts" +%u) == 7 ]]; then keep["$f"]=weekly
  elif (( age <= 365 )) && [[ $(date -d "$ts" +%d) == 01 ]]; then keep["$f"]=monthly
  fi
done

for f in "$real"/backup-*.tar.zst; do
  [[ -e "$f" ]] || continue
  if [[ -n "${keep[$f]:-}" ]]; then
    echo "keep   ${keep[$f]}  $(basename "$f")"
  elif (( dry )); then
    echo "WOULD DELETE  $(basename "$f")"
  else
    rm -- "$f" && echo "deleted  $(basename "$f")"
  fi
done
(( dry )) && echo "(dry run - pass --apply to delete)"
