#!/usr/bin/env bash
set -euo pipefail
name=${1:?usage: new_key.sh <name> <comment>}
comment=${2:?usage: new_key.sh <name> <comment>}
[[ $name =~ ^[a-zA-Z0-9_-]+$ ]] || { echo "name must be alphanumeric/dash/underscore" >&2; exit 1; }

mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
key="$HOME/.ssh/id_ed25519_$name"
[[ -e $key ]] && { echo "refusing: $key already exists" >&2; exit 1; }

# The user is prompted for a passphrase by ssh-keygen itself.
ssh-keygen -t ed25519 -a 100 -C "$comment" -f "$key"
chmod 600 "$key"

if [[ $(uname) == Darwin ]]; then
  ssh-add --apple-use-keychain "$key"
else
  ssh-add "$key" || echo "ssh-agent not running; start it with: eval \"\$(ssh-agent -s)\""
fi

echo
echo "Public key (safe to share):"
cat "$key.pub"
