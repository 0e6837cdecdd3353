#!/usr/bin/env bash
set -euo pipefail
new_pub="$HOME/.ssh/id_ed25519_new.pub"
new_key="$HOME/.ssh/id_ed25519_new"
old_pub="$HOME/.ssh/id_ed25519.pub"
[[ -f "$new_pub" && -f "$old_pub" ]] || { echo "need both old and new keys"; exit 1; }
new="$(cat "$new_pub")"; old="$(cut -d' ' -f2 "$old_pub")"

for host in "$@"; do
  echo "== $host"
  # add new key (idempotent)
  ssh "$host" "mkdir -p ~/.ssh && chmod 700 ~/.ssh && touch ~/.ssh/authorized_keys && grep -qxF '$new' ~/.ssh/authorized_keys || echo '$new' >> ~/.ssh/authorized_keys"
  # verify the new key works on its own before removing the old one
  if ssh -o IdentitiesOnly=yes -i "$new_key" "$host" true; then
    ssh -o IdentitiesOnly=yes -i "$new_key" "$host" "cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak && grep -vF '$old' ~/.ssh/authorized_keys.bak > ~/.ssh/authorized_keys"
    echo "   rotated"
  else
    echo "   new key login FAILED - old key left in place"
  fi
done
