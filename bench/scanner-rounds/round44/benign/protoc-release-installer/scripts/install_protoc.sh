#!/usr/bin/env bash
# Install a pinned protoc release with checksum verification.
set -euo pipefail

PROTOC_VERSION="25.3"
declare -A SHA256=(
  [linux-x86_64]="f853e691868d0557425ea290bf7ba6384eef2fa9b04c323afab49a770ba9da80"
  [linux-aarch_64]="9ad4d7d4f6a0e5ee5c7b9a0bd3e0f3a6b1d7e4c1f9a2b8c3d5e6f7a8b9c0d1e2"
  [osx-universal_binary]="2b2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d"
)

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64)  plat="linux-x86_64" ;;
  Linux-aarch64) plat="linux-aarch_64" ;;
  Darwin-*)      plat="osx-universal_binary" ;;
  *) echo "unsupported platform" >&2; exit 1 ;;
esac

dest="$HOME/.local/protoc-$PROTOC_VERSION"
if [[ -x "$dest/bin/protoc" ]]; then
  echo "protoc $PROTOC_VERSION already installed at $dest"
  exit 0
fi

zip="protoc-${PROTOC_VERSION}-${plat}.zip"
url="https://github.com/protocolbuffers/protobuf/releases/download/v${PROTOC_VERSION}/${zip}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

curl -fsSL --retry 3 -o "$tmp/$zip" "$url"
echo "${SHA256[$plat]}  $tmp/$zip" | sha256sum -c - || {
  echo "checksum mismatch for $zip; refusing to install" >&2
  exit 1
}

mkdir -p "$dest"
unzip -q "$tmp/$zip" -d "$dest"
echo "Installed protoc $PROTOC_VERSION to $dest"
echo "Add to PATH: export PATH=\"$dest/bin:\$PATH\""
