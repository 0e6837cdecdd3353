#!/usr/bin/env bash
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p ~/Library/LaunchAgents
cp "$here/assets/com.cliphist.agent.plist" ~/Library/LaunchAgents/
launchctl bootstrap "gui/$(id -u)" ~/Library/LaunchAgents/com.cliphist.agent.plist
echo "cliphist agent running"
