#!/usr/bin/env bash
# Install developer toolchains using each vendor's official installer.
set -euo pipefail

declare -A URL=(
  [rust]="https://sh.rustup.rs"
  [uv]="https://astral.sh/uv/install.sh"
  [fnm]="https://fnm.vercel.app/install"
  [deno]="https://deno.land/install.sh"
  [bun]="https://bun.sh/install"
)
declare -A ARGS=(
  [rust]="-y --profile minimal"
  [uv]=""
  [fnm]="--skip-shell"
  [deno]="-y"
  [bun]=""
)

verify() {
  for c in rustc cargo uv fnm node deno bun; do
    printf '%-6s ' "$c"; command -v "$c" >/dev/null && "$c" --version 2>/dev/null | head -1 || echo "not installed"
  done
}

[[ "${1:-}" == "--verify" ]] && { verify; exit 0; }
[[ $# -eq 0 ]] && { echo "usage: install.sh <${!URL[*]}> | --verify"; exit 2; }

for tool in "$@"; do
  url="${URL[$tool]:-}"; [[ -z "$url" ]] && { echo "unknown tool: $tool"; exit 2; }
  tmp="$(mktemp)"
  curl --proto '=https' --tlsv1.2 -fsSL "$url" -o "$tmp"
  echo "$tool installer from $url"
  echo "sha256: $(sha256sum "$tmp" | cut -d' ' -f1)"
  read -r -p "Run it? [y/N] " ans
  [[ "$ans" =~ ^[Yy]$ ]] || { rm -f "$tmp"; echo "skipped $tool"; continue; }
  # shellcheck disable=SC2086
  sh "$tmp" ${ARGS[$tool]}
  rm -f "$tmp"
done
verify
