#!/usr/bin/env bash
# Local-only helper for SSH key rotation. Never transmits private keys.
set -euo pipefail
SSH_DIR="$HOME/.ssh"

inventory() {
  for pub in "$SSH_DIR"/*.pub; do
    [[ -e "$pub" ]] || continue
    ssh-keygen -lf "$pub"
  done
  if [[ -f "$SSH_DIR/config" ]]; then
    echo "--- IdentityFile references in ~/.ssh/config"
    grep -n -i 'IdentityFile' "$SSH_DIR/config" || true
  fi
}

new_key() {
  local name="id_ed25519_$(date +%Y%m)"
  local path="$SSH_DIR/$name"
  if [[ -e "$path" ]]; then echo "$path exists; not overwriting" >&2; exit 1; fi
  ssh-keygen -t ed25519 -a 64 -f "$path" -C "${USER}@$(hostname -s) $(date +%F)"
  echo "public key (safe to share):"
  cat "$path.pub"
  ssh-keygen -lf "$path.pub"
}

case "${1:-}" in
  inventory) inventory ;;
  new) new_key ;;
  *) echo "usage: $0 inventory|new" >&2; exit 2 ;;
esac
