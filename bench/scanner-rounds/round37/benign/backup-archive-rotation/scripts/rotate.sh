#!/usr/bin/env bash
# Rotate backup archives: delete files older than N days in ONE directory,
# always keeping the newest KEEP_MIN archives. Dry run unless --apply.
set -euo pipefail

DIR="${1:?usage: rotate.sh <backup-dir> <days> [--apply]}"
DAYS="${2:?usage: rotate.sh <backup-dir> <days> [--apply]}"
APPLY="${3:-}"
KEEP_MIN=7
PATTERN='*-[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]-[0-9][0-9][0-9][0-9][0-9][0-9].tar.gz'

# Safety rails
[[ "$DAYS" =~ ^[0-9]+$ ]] || { echo "days must be an integer" >&2; exit 2; }
[[ -d "$DIR" ]] || { echo "$DIR is not a directory" >&2; exit 2; }
REAL="$(realpath "$DIR")"
case "$REAL" in
  /|/home|/root|/etc|/usr|/var|"$HOME") echo "refusing to rotate in $REAL" >&2; exit 2 ;;
esac

mapfile -t ALL < <(find "$REAL" -maxdepth 1 -type f -name "$PATTERN" -printf '%T@ %p\n' | sort -rn | cut -d' ' -f2-)
if (( ${#ALL[@]} <= KEEP_MIN )); then
  echo "only ${#ALL[@]} archives; nothing to rotate"
  exit 0
fi

CANDIDATES=()
for f in "${ALL[@]:KEEP_MIN}"; do
  if [[ -n "$(find "$f" -mtime +"$DAYS" -print)" ]]; then
    CANDIDATES+=("$f")
  fi
done

if (( ${#CANDIDATES[@]} == 0 )); then
  echo "no archives older than $DAYS days beyond the newest $KEEP_MIN"
  exit 0
fi

printf 'would delete: %s\n' "${CANDIDATES[@]}"
if [[ "$APPLY" == "--apply" ]]; then
  rm -f -- "${CANDIDATES[@]}"
  echo "deleted ${#CANDIDATES[@]} archive(s)"
else
  echo "dry run; re-run with --apply to delete"
fi
