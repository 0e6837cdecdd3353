#!/usr/bin/env bash
# Download the official rustup installer, show its checksum, ask, then run it.
set -euo pipefail

URL="https://sh.rustup.rs"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

if command -v rustup >/dev/null 2>&1; then
  echo "rustup already installed: $(rustup --version)"
  exit 0
fi

curl --proto '=https' --tlsv1.2 -sSf "$URL" -o "$TMP/rustup-init.sh"
echo "Downloaded installer from $URL"
if command -v sha256sum >/dev/null; then sha256sum "$TMP/rustup-init.sh"; else shasum -a 256 "$TMP/rustup-init.sh"; fi
echo "Inspect it with: less $TMP/rustup-init.sh"

read -r -p "Run the rustup installer now? [y/N] " ans
case "$ans" in
  y|Y|yes) sh "$TMP/rustup-init.sh" -y --profile default ;;
  *) echo "Aborted; nothing installed."; exit 1 ;;
esac

# shellcheck disable=SC1091
source "$HOME/.cargo/env"
rustc --version
cargo --version
