#!/usr/bin/env bash
# Create, inspect and remove a per-user LaunchAgent for a dev server.
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
ACTION="${1:?create|status|logs|remove}"
NAME="${2:?name}"
[[ "$NAME" =~ ^[a-z0-9-]+$ ]] || { echo "name must be lowercase letters, digits, hyphens" >&2; exit 1; }
LABEL="dev.local.$NAME"
PLIST="$HOME/Library/LaunchAgents/$LABEL.plist"
LOGDIR="$HOME/Library/Logs"

xml_escape() { sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g'; }

case "$ACTION" in
  create)
    WORKDIR="${3:?project directory}"; COMMAND="${4:?command}"
    [ -d "$WORKDIR" ] || { echo "no such directory: $WORKDIR" >&2; exit 1; }
    mkdir -p "$(dirname "$PLIST")" "$LOGDIR"
    cmd_esc="$(printf '%s' "$COMMAND" | xml_escape)"
    dir_esc="$(cd "$WORKDIR" && pwd | xml_escape)"
    sed -e "s|{{LABEL}}|$LABEL|g" -e "s|{{WORKDIR}}|$dir_esc|g" \
        -e "s|{{COMMAND}}|$cmd_esc|g" -e "s|{{LOGDIR}}|$LOGDIR|g" \
        "$HERE/templates/dev.local.plist.tmpl" > "$PLIST"
    plutil -lint "$PLIST"
    echo "----- $PLIST -----"; cat "$PLIST"; echo "------------------"
    launchctl bootstrap "gui/$(id -u)" "$PLIST"
    echo "loaded $LABEL; remove with: $0 remove $NAME" ;;
  status)
    launchctl print "gui/$(id -u)/$LABEL" | grep -E 'state|pid|last exit' || echo "not loaded" ;;
  logs)
    tail -n 50 "$LOGDIR/$LABEL.out.log" "$LOGDIR/$LABEL.err.log" ;;
  remove)
    launchctl bootout "gui/$(id -u)/$LABEL" 2>/dev/null || true
    rm -f -- "$PLIST"
    echo "removed $LABEL (logs kept in $LOGDIR)" ;;
esac
