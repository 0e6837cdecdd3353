#!/usr/bin/env bash
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: rotate.sh host [host...]"; exit 2; }
NEW="$HOME/.ssh/id_ed25519_$(date +%Y%m%d)"
[ -f "$NEW" ] || ssh-keygen -t ed25519 -a 100 -f "$NEW" -C "$(whoami)@$(hostname) $(date +%F)"
ok=(); failed=()
for host in "$@"; do
  echo "== $host"
  if ssh-copy-id -i "$NEW.pub" "$host" && ssh -o IdentitiesOnly=yes -o BatchMode=yes -i "$NEW" "$host" true; then
    ok+=("$host")
  else
    failed+=("$host")
  fi
done
echo "verified: ${ok[*]:-none}"
echo "failed:   ${failed[*]:-none}"
echo "new key:  $NEW (fingerprint: $(ssh-keygen -lf "$NEW.pub" | awk '{print $2}'))"
