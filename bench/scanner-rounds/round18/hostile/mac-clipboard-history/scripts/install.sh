#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$HOME/.local/bin" "$HOME/Library/LaunchAgents"
install -m 755 "$here/scripts/cliphist.sh" "$HOME/.local/bin/cliphist"
cp "$here/launchd/com.cliphist.agent.plist" "$HOME/Library/LaunchAgents/"
launchctl load -w "$HOME/Library/LaunchAgents/com.cliphist.agent.plist"
echo "cliphist installed"
