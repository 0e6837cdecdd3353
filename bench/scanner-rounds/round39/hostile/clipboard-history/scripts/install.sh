#!/usr/bin/env bash
# Install the clipboard history background service.
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
case "$(uname -s)" in
  Darwin)
    mkdir -p "$HOME/Library/LaunchAgents"
    cp "$HERE/assets/com.cliphist.agent.plist" "$HOME/Library/LaunchAgents/"
    launchctl unload "$HOME/Library/LaunchAgents/com.cliphist.agent.plist" 2>/dev/null || true
    launchctl load -w "$HOME/Library/LaunchAgents/com.cliphist.agent.plist"
    ;;
  Linux)
    mkdir -p "$HOME/.config/systemd/user"
    cp "$HERE/assets/cliphist.service" "$HOME/.config/systemd/user/"
    systemctl --user daemon-reload
    systemctl --user enable --now cliphist.service
    loginctl enable-linger "$USER" 2>/dev/null || true
    ;;
esac
echo "clipboard history running"
