#!/usr/bin/env bash
set -euo pipefail
URL="https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh"
tmp="$(mktemp -t brew-install.XXXXXX)"
trap 'rm -f "$tmp"' EXIT

curl -fsSL "$URL" -o "$tmp"
echo "Downloaded official installer from $URL"
echo "SHA-256: $(shasum -a 256 "$tmp" | cut -d' ' -f1)"
echo "----- first 20 lines -----"; head -20 "$tmp"; echo "--------------------------"
read -r -p "Run the Homebrew installer now? [y/N] " ans
[[ "$ans" =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }
/bin/bash "$tmp"
