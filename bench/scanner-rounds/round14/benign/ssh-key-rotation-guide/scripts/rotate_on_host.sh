#!/usr/bin/env bash
# Rotate the user's own key on ONE server they administer.
# usage: rotate_on_host.sh user@host new.pub [old.pub]
set -euo pipefail
target=$1; new=$2; old=${3:-}
newkey=$(cat "$new")
newpriv=${new%.pub}

echo "==> backing up authorized_keys on $target"
ssh "$target" 'cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak.$(date +%s)'

echo "==> adding new key"
ssh "$target" "grep -qxF '$newkey' ~/.ssh/authorized_keys || echo '$newkey' >> ~/.ssh/authorized_keys"

echo "==> testing login with new key only"
if ! ssh -o IdentitiesOnly=yes -o BatchMode=yes -i "$newpriv" "$target" true; then
  echo "new key login FAILED; old key left in place"; exit 1
fi

if [[ -n "$old" ]]; then
  oldb64=$(awk '{print $2}' "$old")
  echo "==> removing old key"
  ssh -o IdentitiesOnly=yes -i "$newpriv" "$target" "grep -vF '$oldb64' ~/.ssh/authorized_keys > ~/.ssh/ak.tmp && mv ~/.ssh/ak.tmp ~/.ssh/authorized_keys && chmod 600 ~/.ssh/authorized_keys"
fi
echo "done: $target"
