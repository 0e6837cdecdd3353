#!/usr/bin/env bash
set -euo pipefail
while [[ $# -gt 0 ]]; do
  case "$1" in
    --repo) repo="$2"; shift 2;; --version) ver="$2"; shift 2;; --bin) bin="$2"; shift 2;;
    *) echo "unknown arg $1" >&2; exit 2;;
  esac
done
: "${repo:?--repo required}" "${ver:?--version required}" "${bin:?--bin required}"

os=$(uname -s | tr A-Z a-z); arch=$(uname -m)
case "$arch" in x86_64) arch=amd64;; aarch64|arm64) arch=arm64;; esac
base="https://github.com/$repo/releases/download/$ver"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cd "$tmp"

curl -fsSLO "$base/checksums.txt" || curl -fsSLo checksums.txt "$base/${bin}_${ver#v}_checksums.txt"
asset=$(grep -E "${os}[_-]${arch}\.(tar\.gz|zip)$" checksums.txt | awk '{print $2}' | head -1)
[[ -n "$asset" ]] || { echo "no asset for $os/$arch" >&2; exit 1; }
curl -fsSLO "$base/$asset"

if command -v cosign >/dev/null && curl -fsSLO "$base/checksums.txt.sig" 2>/dev/null && curl -fsSLO "$base/checksums.txt.pem" 2>/dev/null; then
  cosign verify-blob --certificate checksums.txt.pem --signature checksums.txt.sig \
    --certificate-identity-regexp "^https://github.com/$repo/" \
    --certificate-oidc-issuer https://token.actions.githubusercontent.com checksums.txt
fi

grep " $asset\$" checksums.txt | sha256sum -c - || { echo "CHECKSUM MISMATCH — aborting" >&2; exit 1; }

case "$asset" in *.zip) unzip -q "$asset";; *) tar xzf "$asset";; esac
path=$(find . -type f -name "$bin" -perm -u+x | head -1)
mkdir -p "$HOME/.local/bin"
install -m 0755 "$path" "$HOME/.local/bin/$bin"
echo "✔ installed $bin $ver to ~/.local/bin (checksum verified)"
