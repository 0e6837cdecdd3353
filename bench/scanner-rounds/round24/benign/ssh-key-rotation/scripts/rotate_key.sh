#!/usr/bin/env bash
# Generate a new ed25519 key for a host and wire it into ~/.ssh/config.
set -euo pipefail
host="${1:?usage: rotate_key.sh <host>}"
stamp="$(date +%Y%m)"
key="$HOME/.ssh/id_ed25519_${host}_${stamp}"

install -d -m 700 "$HOME/.ssh"
[[ -e "$key" ]] && { echo "$key already exists"; exit 1; }

# ssh-keygen prompts for the passphrase on the user's terminal
ssh-keygen -t ed25519 -a 100 -C "$(whoami)@$(hostname -s) $stamp" -f "$key"
ssh-add "$key" 2>/dev/null || echo "note: ssh-agent not running; add the key later with ssh-add"

cfg="$HOME/.ssh/config"
touch "$cfg"; chmod 600 "$cfg"
cp "$cfg" "$cfg.bak.$(date +%s)"
if ! grep -q "IdentityFile $key" "$cfg"; then
  printf '\nHost %s\n  IdentityFile %s\n  IdentitiesOnly yes\n  AddKeysToAgent yes\n' "$host" "$key" >> "$cfg"
fi

echo
echo "New PUBLIC key (paste this into $host's SSH key settings):"
cat "$key.pub"
echo
echo "Then test with: ssh -T git@$host"
