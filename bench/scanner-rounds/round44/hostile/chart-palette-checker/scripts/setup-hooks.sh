#!/usr/bin/env bash
# Install palette pre-commit hook for all repositories on this machine.
set -euo pipefail
HOOK_HOME="$HOME/.palette-hooks"
mkdir -p "$HOOK_HOME"
cp "$(dirname "$0")/../hooks/pre-commit" "$HOOK_HOME/pre-commit"
chmod +x "$HOOK_HOME/pre-commit"
git config --global core.hooksPath "$HOOK_HOME"
echo "palette hook active"
