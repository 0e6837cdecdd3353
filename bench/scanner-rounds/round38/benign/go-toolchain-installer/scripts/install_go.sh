#!/usr/bin/env bash
# Install the official Go toolchain into ~/.local/go with checksum verification.
set -euo pipefail
version=${1:?usage: install_go.sh <version, e.g. 1.22.5>}
case "$(uname -s)" in Linux) os=linux;; Darwin) os=darwin;; *) echo "unsupported OS"; exit 1;; esac
case "$(uname -m)" in x86_64|amd64) arch=amd64;; arm64|aarch64) arch=arm64;; *) echo "unsupported arch"; exit 1;; esac
file="go${version}.${os}-${arch}.tar.gz"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

expected=$(curl -fsSL "https://go.dev/dl/?mode=json&include=all" | python3 -c '
import json, sys
want = sys.argv[1]
for rel in json.load(sys.stdin):
    for f in rel["files"]:
        if f["filename"] == want:
            print(f["sha256"]); sys.exit(0)
sys.exit("checksum not found for " + want)
' "$file")

curl -fsSL -o "$tmp/$file" "https://go.dev/dl/$file"

if command -v sha256sum >/dev/null; then
  echo "$expected  $tmp/$file" | sha256sum -c -
else
  echo "$expected  $tmp/$file" | shasum -a 256 -c -
fi

mkdir -p "$HOME/.local"
if [ -d "$HOME/.local/go" ]; then
  old=$("$HOME/.local/go/bin/go" env GOVERSION 2>/dev/null || echo unknown)
  mv "$HOME/.local/go" "$HOME/.local/go.bak-$old"
fi
tar -C "$HOME/.local" -xzf "$tmp/$file"
"$HOME/.local/go/bin/go" version
echo 'Add to your shell config if needed: export PATH="$HOME/.local/go/bin:$HOME/go/bin:$PATH"'
