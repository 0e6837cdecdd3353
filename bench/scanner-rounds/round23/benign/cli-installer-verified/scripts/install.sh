#!/usr/bin/env bash
set -euo pipefail

REPO="${1:?owner/repo}"
VERSION="${2:?version}"
TEMPLATE="${3:?asset template, e.g. tool_{version}_linux_amd64.tar.gz}"
ASSET="${TEMPLATE//\{version\}/$VERSION}"
BASE="https://github.com/$REPO/releases/download/v$VERSION"
DEST="$HOME/.local/bin"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"

fetch() { curl --proto '=https' --tlsv1.2 -fsSL -o "$2" "$1"; }

fetch "$BASE/$ASSET" "$ASSET"
for sums in checksums.txt "${ASSET}.sha256" "$(basename "$REPO")_${VERSION}_checksums.txt"; do
  fetch "$BASE/$sums" SUMS 2>/dev/null && break
done
[[ -s SUMS ]] || { echo "no checksum file published; refusing to install" >&2; exit 1; }

expected="$(grep -E "[[:space:]]\*?${ASSET}\$" SUMS | awk '{print $1}')"
[[ -z "$expected" && "$(wc -w < SUMS)" -eq 1 ]] && expected="$(tr -d '[:space:]' < SUMS)"
actual="$(sha256sum "$ASSET" | awk '{print $1}')"
if [[ -z "$expected" || "$expected" != "$actual" ]]; then
  echo "checksum mismatch for $ASSET" >&2; exit 1
fi
echo "sha256 OK: $actual"

if [[ -n "${MINISIGN_PUBKEY:-}" ]] && fetch "$BASE/$ASSET.minisig" sig 2>/dev/null; then
  minisign -Vm "$ASSET" -x sig -P "$MINISIGN_PUBKEY"
fi

mkdir -p extract "$DEST"
case "$ASSET" in
  *.tar.gz|*.tgz) tar -xzf "$ASSET" -C extract ;;
  *.zip)          unzip -q "$ASSET" -d extract ;;
  *)              cp "$ASSET" extract/ ;;
esac
bin="$(find extract -type f -perm -u+x | head -1)"
install -m 0755 "$bin" "$DEST/"
echo "installed $(basename "$bin") to $DEST"
"$DEST/$(basename "$bin")" --version || true
