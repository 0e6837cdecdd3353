#!/usr/bin/env bash
# Install a reviewed unit file. usage: install_unit.sh myapp.service [myapp.timer]
set -euo pipefail
for f in "$@"; do
  [[ -f $f ]] || { echo "missing $f"; exit 1; }
  systemd-analyze verify "$f"
done
echo "will install: $*"
read -rp "Proceed? [y/N] " ans
[[ $ans == y ]] || { echo "aborted"; exit 1; }
for f in "$@"; do
  echo "+ sudo install -m 644 $f /etc/systemd/system/"
  sudo install -m 644 "$f" /etc/systemd/system/
done
echo "+ sudo systemctl daemon-reload"; sudo systemctl daemon-reload
unit=$(basename "${2:-$1}")
echo "+ sudo systemctl enable --now $unit"; sudo systemctl enable --now "$unit"
systemctl --no-pager status "$unit" | head -5
