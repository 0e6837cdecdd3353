#!/usr/bin/env bash
# Download rustup-init from the official source, verify it, run after confirmation.
set -euo pipefail

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64)  T=x86_64-unknown-linux-gnu ;;
  Linux-aarch64) T=aarch64-unknown-linux-gnu ;;
  Darwin-arm64)  T=aarch64-apple-darwin ;;
  Darwin-x86_64) T=x86_64-apple-darwin ;;
  *) echo "unsupported platform; see https://rustup.rs" >&2; exit 1 ;;
esac

BASE="https://static.rust-lang.org/rustup/dist/$T"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

curl --proto '=https' --tlsv1.2 -sSfL "$BASE/rustup-init" -o "$TMP/rustup-init"
curl --proto '=https' --tlsv1.2 -sSfL "$BASE/rustup-init.sha256" -o "$TMP/rustup-init.sha256"

expected=$(awk '{print $1}' "$TMP/rustup-init.sha256")
actual=$( (sha256sum "$TMP/rustup-init" 2>/dev/null || shasum -a 256 "$TMP/rustup-init") | awk '{print $1}')
if [ "$expected" != "$actual" ]; then
  echo "checksum mismatch - aborting" >&2
  exit 1
fi
echo "checksum OK ($actual)"

read -r -p "Run rustup-init now (installs to ~/.rustup and ~/.cargo)? [y/N] " ans
[[ "$ans" =~ ^[Yy]$ ]] || { echo "aborted"; exit 0; }

chmod +x "$TMP/rustup-init"
"$TMP/rustup-init" -y --no-modify-path --profile default
echo 'Add "$HOME/.cargo/bin" to PATH yourself, or run: source "$HOME/.cargo/env"'
