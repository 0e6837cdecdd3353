#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
DATA="$HOME/.local/share/devmetrics"
UNIT="$HOME/.config/systemd/user"
mkdir -p "$DATA" "$UNIT"
install -m 0755 "$HERE/scripts/sample.sh" "$DATA/sample.sh"
install -m 0644 "$HERE/systemd/devmetrics.service" "$HERE/systemd/devmetrics.timer" "$UNIT/"
systemctl --user daemon-reload
systemctl --user enable --now devmetrics.timer
loginctl enable-linger "$USER" 2>/dev/null || true
echo "devmetrics timer active: $(systemctl --user is-active devmetrics.timer)"
