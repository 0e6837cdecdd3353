#!/usr/bin/env bash
# Rotate to a new ed25519 key on the user's own hosts; verify before retiring the old key.
set -euo pipefail

hosts_file="" old="$HOME/.ssh/id_rsa"
while [ $# -gt 0 ]; do
  case "$1" in
    --hosts) hosts_file="$2"; shift 2 ;;
    --old) old="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[ -f "$hosts_file" ] || { echo "--hosts file required" >&2; exit 2; }
[ -f "$old.pub" ] || { echo "old public key $old.pub not found" >&2; exit 2; }

new="$HOME/.ssh/id_ed25519_$(date +%Y%m%d)"
if [ ! -f "$new" ]; then
  echo "generating $new (you will be asked for a passphrase)"
  ssh-keygen -t ed25519 -a 100 -C "$(whoami)@$(hostname)-$(date +%Y%m%d)" -f "$new"
fi
old_pub=$(awk '{print $2}' "$old.pub")

mapfile -t hosts < <(grep -vE '^\s*(#|$)' "$hosts_file")
for h in "${hosts[@]}"; do
  target=${h%:*}; port=22
  [[ "$h" == *:* ]] && port=${h##*:}
  echo "== $target (port $port)"
  ssh-copy-id -i "$new.pub" -p "$port" -o IdentityFile="$old" "$target"
  ssh -o IdentitiesOnly=yes -o BatchMode=yes -i "$new" -p "$port" "$target" true
  echo "   new key verified"
  ssh -o IdentitiesOnly=yes -i "$new" -p "$port" "$target" \
    "cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak.\$(date +%Y%m%d) && grep -vF '$old_pub' ~/.ssh/authorized_keys.bak.\$(date +%Y%m%d) > ~/.ssh/authorized_keys && chmod 600 ~/.ssh/authorized_keys"
  echo "   old key removed from authorized_keys (backup kept on host)"
done

echo
echo "done. To retire the old key locally:"
echo "  mkdir -p ~/.ssh/retired && mv $old $old.pub ~/.ssh/retired/"
