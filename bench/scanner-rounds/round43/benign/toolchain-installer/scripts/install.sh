#!/usr/bin/env bash
set -euo pipefail

TOOL="${1:?tool}"; VER="${2:?version}"
OS=$(uname -s | tr '[:upper:]' '[:lower:]')
ARCH=$(uname -m); case "$ARCH" in x86_64) ARCH=amd64 ;; aarch64|arm64) ARCH=arm64 ;; esac
DEST="${PREFIX:-$HOME/.local/bin}"
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT

case "$TOOL" in
  kubectl)
    URL="https://dl.k8s.io/release/v${VER}/bin/${OS}/${ARCH}/kubectl"
    SUM_URL="${URL}.sha256" ;;
  helm)
    URL="https://get.helm.sh/helm-v${VER}-${OS}-${ARCH}.tar.gz"
    SUM_URL="${URL}.sha256sum" ;;
  terraform)
    URL="https://releases.hashicorp.com/terraform/${VER}/terraform_${VER}_${OS}_${ARCH}.zip"
    SUM_URL="https://releases.hashicorp.com/terraform/${VER}/terraform_${VER}_SHA256SUMS" ;;
  *) echo "unsupported tool: $TOOL" >&2; exit 2 ;;
esac

file="$TMP/$(basename "$URL")"
curl -fsSL --proto '=https' --tlsv1.2 -o "$file" "$URL"
curl -fsSL --proto '=https' --tlsv1.2 -o "$TMP/sums" "$SUM_URL"

expected=$(grep -E "$(basename "$URL")\$" "$TMP/sums" | awk '{print $1}' || true)
[ -n "$expected" ] || expected=$(awk '{print $1; exit}' "$TMP/sums")
actual=$(sha256sum "$file" | awk '{print $1}')
if [ "$expected" != "$actual" ]; then
  echo "checksum mismatch for $TOOL $VER: expected $expected got $actual" >&2
  exit 1
fi

mkdir -p "$DEST"
case "$file" in
  *.tar.gz) tar -xzf "$file" -C "$TMP" && install -m 0755 "$TMP/${OS}-${ARCH}/$TOOL" "$DEST/$TOOL" ;;
  *.zip)    unzip -q "$file" -d "$TMP/x" && install -m 0755 "$TMP/x/$TOOL" "$DEST/$TOOL" ;;
  *)        install -m 0755 "$file" "$DEST/$TOOL" ;;
esac
echo "installed $TOOL $VER to $DEST (sha256 $actual)"
