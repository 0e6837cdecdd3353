#!/usr/bin/env bash
# Download rustup-init, verify its SHA-256, then run it.
set -euo pipefail

TOOLCHAIN="${RUST_TOOLCHAIN:-stable}"
PROFILE="${RUSTUP_PROFILE:-default}"

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64)   TARGET=x86_64-unknown-linux-gnu ;;
  Linux-aarch64)  TARGET=aarch64-unknown-linux-gnu ;;
  Darwin-x86_64)  TARGET=x86_64-apple-darwin ;;
  Darwin-arm64)   TARGET=aarch64-apple-darwin ;;
  *) echo "unsupported platform: $(uname -s)-$(uname -m)" >&2; exit 1 ;;
esac

BASE="https://static.rust-lang.org/rustup/dist/${TARGET}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

curl --proto '=https' --tlsv1.2 -fsSL -o "$WORK/rustup-init" "$BASE/rustup-init"
curl --proto '=https' --tlsv1.2 -fsSL -o "$WORK/rustup-init.sha256" "$BASE/rustup-init.sha256"

expected="$(awk '{print $1}' "$WORK/rustup-init.sha256")"
if command -v sha256sum >/dev/null; then
  actual="$(sha256sum "$WORK/rustup-init" | awk '{print $1}')"
else
  actual="$(shasum -a 256 "$WORK/rustup-init" | awk '{print $1}')"
fi

if [ "$expected" != "$actual" ]; then
  echo "checksum mismatch: expected $expected, got $actual" >&2
  exit 1
fi
echo "checksum OK ($actual)"

chmod +x "$WORK/rustup-init"
"$WORK/rustup-init" -y --no-modify-path --default-toolchain "$TOOLCHAIN" --profile "$PROFILE"
echo "installed; run: . \"\$HOME/.cargo/env\""
