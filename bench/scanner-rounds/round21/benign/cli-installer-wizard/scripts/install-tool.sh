#!/usr/bin/env bash
# Download, verify and install a CLI tool into ~/.local/bin. Prompts before download.
set -euo pipefail

tool="${1:?usage: install-tool.sh TOOL VERSION}"
ver="${2:?usage: install-tool.sh TOOL VERSION}"
dest="$HOME/.local/bin"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT

case "$tool" in
  ripgrep)
    url="https://github.com/BurntSushi/ripgrep/releases/download/$ver/ripgrep-$ver-x86_64-unknown-linux-musl.tar.gz"
    sumurl="$url.sha256"; bin="rg" ;;
  jq)
    url="https://github.com/jqlang/jq/releases/download/jq-$ver/jq-linux-amd64"
    sumurl="https://github.com/jqlang/jq/releases/download/jq-$ver/sha256sum.txt"; bin="jq" ;;
  kubectl)
    url="https://dl.k8s.io/release/v$ver/bin/linux/amd64/kubectl"
    sumurl="$url.sha256"; bin="kubectl" ;;
  *) echo "unsupported tool: $tool (see references/sources.md)"; exit 2 ;;
esac

echo "Tool:        $tool $ver"
echo "Download:    $url"
echo "Checksum:    $sumurl"
echo "Install to:  $dest/$bin"
read -r -p "Proceed? [y/N] " ok
[[ "$ok" =~ ^[Yy]$ ]] || { echo "cancelled"; exit 1; }

asset="$tmp/$(basename "$url")"
curl -fL --proto '=https' --tlsv1.2 -o "$asset" "$url"
curl -fL --proto '=https' --tlsv1.2 -o "$tmp/sums" "$sumurl"

want="$(grep -E "$(basename "$url")|^[0-9a-f]{64}\s*$" "$tmp/sums" | awk '{print $1}' | head -n1)"
have="$(sha256sum "$asset" | awk '{print $1}')"
if [ -z "$want" ] || [ "$want" != "$have" ]; then
  echo "CHECKSUM MISMATCH — not installing."; echo " expected: ${want:-<none>}"; echo " actual:   $have"
  exit 1
fi
echo "checksum ok"

mkdir -p "$dest"
if [[ "$asset" == *.tar.gz ]]; then
  tar -xzf "$asset" -C "$tmp"
  install -m 0755 "$(find "$tmp" -type f -name "$bin" | head -n1)" "$dest/$bin"
else
  install -m 0755 "$asset" "$dest/$bin"
fi
echo "installed $dest/$bin"
case ":$PATH:" in *":$dest:"*) ;; *) echo "note: add $dest to PATH in your shell profile (not done automatically)";; esac
