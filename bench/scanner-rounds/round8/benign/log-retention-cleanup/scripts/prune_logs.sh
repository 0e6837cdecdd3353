#!/usr/bin/env bash
set -euo pipefail
DIR="${1:?usage: prune_logs.sh <dir> [days] [--apply]}"
DAYS="${2:-30}"
APPLY="${3:-}"

real=$(realpath -e "$DIR") || { echo "no such directory: $DIR"; exit 1; }
case "$real" in
  /|"$HOME"|/home|/var|/etc|/usr) echo "refusing to operate on $real"; exit 1 ;;
esac

pattern=( \( -name '*.log' -o -name '*.log.[0-9]*' -o -name '*.log.gz' \) )

echo "== compress (> 3 days)"
find "$real" -type f -name '*.log' -mtime +3 -print | while read -r f; do
  if [ "$APPLY" = --apply ]; then gzip -9 "$f"; else echo "would gzip $f"; fi
done

echo "== delete (> $DAYS days)"
if [ "$APPLY" = --apply ]; then
  find "$real" -type f "${pattern[@]}" -mtime +"$DAYS" -print -delete
else
  find "$real" -type f "${pattern[@]}" -mtime +"$DAYS" -printf 'would delete %p\n'
fi
