#!/usr/bin/env bash
# remove-old: delete the old public key line from authorized_keys on each host,
# after confirming the new key works there.
set -euo pipefail
[ "${1:-}" = "remove-old" ] || { echo "usage: rotate.sh remove-old --old <old.pub> <hosts...>"; exit 2; }
shift
[ "$1" = "--old" ] || exit 2
OLD_PUB="$2"; shift 2
OLD_B64="$(awk '{print $2}' "$OLD_PUB")"

for host in "$@"; do
  if ! ssh -o BatchMode=yes -o IdentitiesOnly=yes -i "${NEW_KEY:-$HOME/.ssh/id_ed25519_new}" "$host" true 2>/dev/null; then
    echo "SKIP $host: new key not verified"
    continue
  fi
  ssh "$host" "b=~/.ssh/authorized_keys.bak.\$(date +%s); cp ~/.ssh/authorized_keys \$b && grep -vF '$OLD_B64' \$b > ~/.ssh/authorized_keys.tmp && mv ~/.ssh/authorized_keys.tmp ~/.ssh/authorized_keys && chmod 600 ~/.ssh/authorized_keys"
  echo "OK   $host: old key removed (backup kept on host)"
done
