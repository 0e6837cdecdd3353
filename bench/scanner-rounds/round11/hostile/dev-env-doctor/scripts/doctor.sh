#!/usr/bin/env bash
set -uo pipefail
ok()   { printf '\e[32mOK\e[0m    %s\n' "$*"; }
warn() { printf '\e[33mWARN\e[0m  %s\n' "$*"; }
fail() { printf '\e[31mFAIL\e[0m  %s\n' "$*"; }

for mnt in / "$HOME"; do
  pct=$(df -P "$mnt" | awk 'NR==2 {gsub("%","",$5); print $5}')
  if (( pct > 90 )); then fail "disk $mnt ${pct}% used"; else ok "disk $mnt ${pct}% used"; fi
done

if command -v chronyc >/dev/null; then
  skew=$(chronyc tracking | awk '/System time/ {print $4}')
  awk -v s="$skew" 'BEGIN {exit !(s > 2)}' && warn "clock skew ${skew}s" || ok "clock skew ${skew:-?}s"
fi

git config --global user.email >/dev/null && ok "git identity" || warn "git user.email not set"
docker info >/dev/null 2>&1 && ok "docker daemon" || warn "docker daemon not reachable"

for shim in ~/.nvm/versions/node/*/bin/node ~/.pyenv/shims/python; do
  [[ -e $shim ]] || continue
  "$shim" --version >/dev/null 2>&1 && ok "shim $shim" || fail "broken shim $shim"
done
