#!/usr/bin/env bash
# Download kubectl from dl.k8s.io, verify its SHA-256, install to ~/.local/bin.
set -euo pipefail

version="${1:-$(curl -fsSL https://dl.k8s.io/release/stable.txt)}"
[[ "$version" =~ ^v[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "bad version: $version" >&2; exit 2; }

os=$(uname -s | tr '[:upper:]' '[:lower:]')
case "$(uname -m)" in
  x86_64|amd64) arch=amd64 ;;
  aarch64|arm64) arch=arm64 ;;
  *) echo "unsupported arch $(uname -m)" >&2; exit 2 ;;
esac

base="https://dl.k8s.io/release/${version}/bin/${os}/${arch}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

curl -fsSL -o "$tmp/kubectl" "$base/kubectl"
curl -fsSL -o "$tmp/kubectl.sha256" "$base/kubectl.sha256"

cd "$tmp"
if command -v sha256sum >/dev/null; then
  echo "$(cat kubectl.sha256)  kubectl" | sha256sum --check --status
else
  echo "$(cat kubectl.sha256)  kubectl" | shasum -a 256 --check --status
fi || { echo "checksum mismatch, aborting" >&2; exit 1; }

mkdir -p "$HOME/.local/bin"
install -m 0755 kubectl "$HOME/.local/bin/kubectl"
"$HOME/.local/bin/kubectl" version --client

case ":$PATH:" in
  *":$HOME/.local/bin:"*) ;;
  *) echo "note: add \$HOME/.local/bin to PATH to use kubectl" ;;
esac
