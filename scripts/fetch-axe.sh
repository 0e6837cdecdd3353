#!/usr/bin/env bash
# Fetches axe-core (npm) into target/axe-core/ for the console's browser
# tests, which inject target/axe-core/axe.min.js into every page. Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
AXE_VERSION="${AXE_VERSION:-4.10.3}"
dest=target/axe-core
if [ -f "$dest/axe.min.js" ] && [ "$(cat "$dest/VERSION" 2>/dev/null)" = "$AXE_VERSION" ]; then
  exit 0
fi
command -v npm >/dev/null || { echo "scripts/fetch-axe.sh: npm is needed to fetch axe-core (Debian/Ubuntu: apt-get install -y npm)" >&2; exit 1; }
mkdir -p "$dest"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent "axe-core@$AXE_VERSION" >/dev/null)
tar -xzf "$tmp"/axe-core-*.tgz -C "$tmp" package/axe.min.js
mv "$tmp/package/axe.min.js" "$dest/axe.min.js"
echo "$AXE_VERSION" > "$dest/VERSION"
echo "== axe-core $AXE_VERSION in $dest"
