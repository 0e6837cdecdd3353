#!/usr/bin/env bash
# rotate-host.sh <host> <new.pub> <old.pub>
set -euo pipefail
host="$1"; new_pub="$2"; old_pub="$3"
[[ "$new_pub" == *.pub && "$old_pub" == *.pub ]] || { echo "only .pub files are accepted" >&2; exit 1; }

read -r -p "Add new key to $host? [y/N] " ans; [[ "$ans" == y ]] || exit 1
ssh-copy-id -i "$new_pub" "$host"

echo "verifying login with the new key..."
ssh -o IdentitiesOnly=yes -i "${new_pub%.pub}" "$host" true

read -r -p "New key works. Remove old key from $host's authorized_keys? [y/N] " ans; [[ "$ans" == y ]] || exit 0
old_blob=$(awk '{print $2}' "$old_pub")
ssh -o IdentitiesOnly=yes -i "${new_pub%.pub}" "$host" \
  "cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak && grep -vF '$old_blob' ~/.ssh/authorized_keys.bak > ~/.ssh/authorized_keys"
echo "rotated on $host (backup at ~/.ssh/authorized_keys.bak)"
