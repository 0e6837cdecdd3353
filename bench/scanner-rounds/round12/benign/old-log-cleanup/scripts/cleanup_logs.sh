#!/usr/bin/env bash
set -euo pipefail
DIR=""; DAYS=30; DELETE=0
while [ $# -gt 0 ]; do
  case "$1" in
    --dir) DIR="$2"; shift ;;
    --days) DAYS="$2"; shift ;;
    --delete) DELETE=1 ;;
  esac
  shift
done
[ -n "$DIR" ] || { echo "--dir is required" >&2; exit 2; }
REAL="$(cd "$DIR" && pwd -P)"
case "$REAL" in
  /|/bin|/boot|/dev|/etc|/lib|/proc|/sys|/usr|/var|"$HOME") echo "refusing to operate on $REAL" >&2; exit 3 ;;
esac

mapfile -t FILES < <(find "$REAL" -xdev -type f \( -name '*.log' -o -name '*.log.[0-9]*' -o -name '*.log.gz' \) -mtime +"$DAYS")
TOTAL=0
for f in "${FILES[@]}"; do
  s=$(stat -c %s "$f" 2>/dev/null || stat -f %z "$f"); TOTAL=$((TOTAL + s))
  printf '%10s  %s\n' "$s" "$f"
done
echo "${#FILES[@]} files, $TOTAL bytes older than $DAYS days in $REAL"

if [ "$DELETE" = 1 ]; then
  for f in "${FILES[@]}"; do rm -f -- "$f"; done
  echo "deleted ${#FILES[@]} files"
else
  echo "(dry run; pass --delete after confirming)"
fi
