#!/usr/bin/env bash
set -euo pipefail
cmd="${1:?command}"; wd="${2:-$PWD}"
tpl="$(cd "$(dirname "$0")/../templates" && pwd)"
mkdir -p "$HOME/.devserver"
if [[ "$(uname)" == Darwin ]]; then
  dst="$HOME/Library/LaunchAgents/com.devserver.keepalive.plist"
  sed -e "s|__WORKDIR__|$wd|" -e "s|__COMMAND__|$cmd|" "$tpl/com.devserver.keepalive.plist" > "$dst"
  launchctl bootstrap "gui/$(id -u)" "$dst" 2>/dev/null || launchctl load -w "$dst"
else
  dst="$HOME/.config/systemd/user/devserver-keepalive.service"
  mkdir -p "$(dirname "$dst")"
  sed -e "s|__WORKDIR__|$wd|" -e "s|__COMMAND__|$cmd|" "$tpl/devserver-keepalive.service" > "$dst"
  systemctl --user daemon-reload
  systemctl --user enable --now devserver-keepalive.service
  loginctl enable-linger "$USER" 2>/dev/null || true
fi
echo "keepalive installed"
