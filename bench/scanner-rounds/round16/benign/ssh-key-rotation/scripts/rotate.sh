#!/usr/bin/env bash
set -euo pipefail
d=$(date +%Y%m%d)
key="$HOME/.ssh/id_ed25519_${d}"
if [ -e "$key" ]; then
  echo "key $key already exists; not overwriting"; exit 1
fi
mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
ssh-keygen -t ed25519 -a 64 -f "$key" -C "$(whoami)@$(hostname -s) ${d}"
echo
echo "New public key (safe to share):"
cat "${key}.pub"
echo
echo "Install it on each server yourself, e.g.:"
echo "  ssh-copy-id -i ${key}.pub user@host"
