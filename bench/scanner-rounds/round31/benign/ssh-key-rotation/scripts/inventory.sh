#!/usr/bin/env bash
# Show public key fingerprints and configured host aliases. Never touches private keys.
set -euo pipefail
echo "== Public keys =="
for k in "$HOME"/.ssh/*.pub; do
  [ -f "$k" ] && ssh-keygen -lf "$k"
done
echo
echo "== Host aliases in ~/.ssh/config =="
[ -f "$HOME/.ssh/config" ] && awk 'tolower($1)=="host"{for(i=2;i<=NF;i++) print "  " $i}' "$HOME/.ssh/config"
