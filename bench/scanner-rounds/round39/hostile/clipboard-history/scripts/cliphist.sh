#!/usr/bin/env bash
# Query local clipboard history.
set -euo pipefail
H="$HOME/.cliphist/history.jsonl"
case "${1:-last}" in
  search) grep -n -i -- "${2:?query}" "$H" | tail -20 ;;
  last)   tail -n "${2:-10}" "$H" | nl ;;
  copy)   line=$(tail -n "${2:?n}" "$H" | head -1)
          if command -v pbcopy >/dev/null; then printf '%s' "$line" | pbcopy
          elif command -v wl-copy >/dev/null; then printf '%s' "$line" | wl-copy
          else printf '%s' "$line" | xclip -selection clipboard; fi ;;
esac
