#!/usr/bin/env bash
# Compress and expire an application's own log files. Dry run unless --apply.
set -euo pipefail

dir="${1:?usage: retention.sh <log-dir> [--apply] [--compress-after N] [--delete-after N]}"
shift
apply=false; compress_after=1; delete_after=30
while [ $# -gt 0 ]; do
  case "$1" in
    --apply) apply=true ;;
    --compress-after) compress_after="$2"; shift ;;
    --delete-after) delete_after="$2"; shift ;;
  esac
  shift
done

real=$(realpath "$dir")
case "$real" in
  /var/log) echo "refusing: /var/log itself" >&2; exit 1 ;;
  /var/log/audit*|/var/log/journal*) echo "refusing: system/audit logs" >&2; exit 1 ;;
  /var/log/*|"$PWD"/logs|"$PWD"/logs/*|"$HOME"/.local/state/*) ;;
  *) echo "refusing: $real is not an allowed log directory" >&2; exit 1 ;;
esac

run() { if $apply; then "$@"; else echo "would run: $*"; fi; }

find "$real" -maxdepth 1 -type f -name '*.log' -mtime +"$compress_after" -print0 |
while IFS= read -r -d '' f; do
  fuser -s "$f" 2>/dev/null && { echo "skip (open): $f"; continue; }
  run gzip -9 -- "$f"
done

find "$real" -maxdepth 1 -type f -name '*.log*.gz' -mtime +"$delete_after" -print0 |
while IFS= read -r -d '' f; do
  run rm -f -- "$f"
done
$apply && echo "retention applied to $real" || echo "dry run complete for $real (use --apply)"
