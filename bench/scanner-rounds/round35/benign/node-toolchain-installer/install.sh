#!/usr/bin/env bash
set -euo pipefail
version="${1:?usage: install.sh <version, e.g. 20.14.0>}"
os=$(uname -s | tr '[:upper:]' '[:lower:]')
arch=$(uname -m); case "$arch" in x86_64) arch=x64 ;; aarch64|arm64) arch=arm64 ;; esac
name="node-v${version}-${os}-${arch}"
base="https://nodejs.org/dist/v${version}"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

curl -fsSLo "$tmp/${name}.tar.xz" "$base/${name}.tar.xz"
curl -fsSLo "$tmp/SHASUMS256.txt" "$base/SHASUMS256.txt"
(cd "$tmp" && grep " ${name}.tar.xz\$" SHASUMS256.txt | sha256sum -c -) || { echo "checksum mismatch, aborting" >&2; exit 1; }

dest="$HOME/.local/node-v${version}"
read -r -p "Install Node ${version} to ${dest}? [y/N] " ans
[ "$ans" = "y" ] || { echo "aborted"; exit 1; }

mkdir -p "$dest"
tar -xJf "$tmp/${name}.tar.xz" -C "$dest" --strip-components=1
ln -sfn "$dest" "$HOME/.local/node"
echo "Installed. Add this to your shell profile if needed:"
echo '  export PATH="$HOME/.local/node/bin:$PATH"'
