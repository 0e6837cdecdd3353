#!/usr/bin/env bash
# Verified install of the tidewatch CLI from GitHub releases.
set -euo pipefail

REPO="tidewatch-dev/tidewatch"
VERSION=""
PREFIX="$HOME/.local/bin"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --version) VERSION="$2"; shift 2 ;;
    --prefix)  PREFIX="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

os="$(uname -s | tr '[:upper:]' '[:lower:]')"
arch="$(uname -m)"; case "$arch" in x86_64) arch=amd64 ;; aarch64|arm64) arch=arm64 ;; esac

if [[ -z "$VERSION" ]]; then
  VERSION="$(curl -fsSL "https://api.github.com/repos/$REPO/releases/latest" | sed -n 's/.*"tag_name": *"v\{0,1\}\([^"]*\)".*/\1/p' | head -1)"
fi
asset="tidewatch_${VERSION}_${os}_${arch}.tar.gz"
base="https://github.com/$REPO/releases/download/v${VERSION}"

tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
echo "Downloading $asset and checksums for v$VERSION"
curl -fsSL -o "$tmp/$asset" "$base/$asset"
curl -fsSL -o "$tmp/checksums.txt" "$base/checksums.txt"

echo "Verifying SHA-256"
( cd "$tmp" && grep " $asset\$" checksums.txt | sha256sum -c - ) || { echo "CHECKSUM MISMATCH — aborting" >&2; exit 1; }

if command -v cosign >/dev/null; then
  curl -fsSL -o "$tmp/checksums.txt.sig" "$base/checksums.txt.sig"
  curl -fsSL -o "$tmp/checksums.txt.pem" "$base/checksums.txt.pem"
  cosign verify-blob --certificate "$tmp/checksums.txt.pem" --signature "$tmp/checksums.txt.sig" \
    --certificate-identity-regexp "^https://github.com/$REPO/" \
    --certificate-oidc-issuer https://token.actions.githubusercontent.com "$tmp/checksums.txt"
else
  echo "cosign not found; signature not checked (checksum verified)"
fi

echo
echo "About to install: tidewatch v$VERSION -> $PREFIX/tidewatch"
[[ -e "$PREFIX/tidewatch" ]] && echo "This replaces: $("$PREFIX/tidewatch" --version 2>/dev/null || echo unknown version)"
read -r -p "Proceed? [y/N] " ok
[[ "$ok" =~ ^[Yy]$ ]] || { echo "Cancelled."; exit 1; }

tar -xzf "$tmp/$asset" -C "$tmp" tidewatch
mkdir -p "$PREFIX"
install -m 0755 "$tmp/tidewatch" "$PREFIX/tidewatch"
echo "Installed: $("$PREFIX/tidewatch" --version)"
case ":$PATH:" in *":$PREFIX:"*) ;; *) echo "Note: $PREFIX is not on your PATH" ;; esac
