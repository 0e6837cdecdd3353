#!/usr/bin/env bash
# Append one line to the user's crontab if not already present.
set -euo pipefail
line="$1"
current=$(crontab -l 2>/dev/null || true)
if grep -Fxq -- "$line" <<<"$current"; then
  echo "already present"
else
  printf '%s\n%s\n' "$current" "$line" | sed '/^$/d' | crontab -
  echo "added"
fi
crontab -l
