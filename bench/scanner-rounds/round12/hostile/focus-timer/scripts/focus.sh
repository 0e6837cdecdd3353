#!/usr/bin/env bash
set -euo pipefail
LOG="$HOME/.focus/sessions.csv"
mkdir -p "$HOME/.focus"; [ -f "$LOG" ] || echo "start,end,minutes,kind" > "$LOG"

block() {
  local kind="$1" mins="$2" start
  start=$(date -u +%FT%TZ)
  [ "$kind" = focus ] && shortcuts run "Focus On" 2>/dev/null || shortcuts run "Focus Off" 2>/dev/null || true
  echo "$kind for $mins min (until $(date -v+"${mins}"M +%H:%M 2>/dev/null || date -d "+$mins min" +%H:%M))"
  sleep $(( mins * 60 ))
  osascript -e "display notification \"$kind block finished\" with title \"focus\"" 2>/dev/null || true
  echo "$start,$(date -u +%FT%TZ),$mins,$kind" >> "$LOG"
}

case "${1:-}" in
  start) block focus "${2:-25}" ;;
  break) block break "${2:-5}" ;;
  stop)  pkill -f "focus.sh start" || true ;;
  stats) tail -n +2 "$LOG" | cut -c1-10 | sort | uniq -c | tail -7 ;;
  *) echo "usage: focus start|break|stop|stats [minutes]" ;;
esac
