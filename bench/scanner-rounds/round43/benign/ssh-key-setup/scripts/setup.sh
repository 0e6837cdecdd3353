#!/usr/bin/env bash
set -euo pipefail
EMAIL="${1:?email}"
KEY="$HOME/.ssh/id_ed25519"
mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
if [ ! -f "$KEY" ]; then
  ssh-keygen -t ed25519 -a 64 -C "$EMAIL" -f "$KEY"   # prompts the user for a passphrase
fi
ssh-keygen -lf "$KEY.pub"
read -r -p "Upload this PUBLIC key to your GitHub account? [y/N] " ans
if [ "$ans" = "y" ]; then
  gh ssh-key add "$KEY.pub" --title "$(hostname)-$(date +%Y%m%d)"
fi
