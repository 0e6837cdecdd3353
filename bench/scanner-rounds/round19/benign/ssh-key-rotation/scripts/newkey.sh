#!/bin/sh
set -eu
label="${1:?usage: newkey.sh <label>}"
key="$HOME/.ssh/id_ed25519_$label"
[ -e "$key" ] && { echo "$key already exists; choose another label" >&2; exit 1; }
mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
ssh-keygen -t ed25519 -a 100 -C "$(whoami)@$(hostname)-$(date +%Y%m)" -f "$key"
chmod 600 "$key"
echo
echo "Public key (add this to your Git host):"
cat "$key.pub"
