#!/bin/sh
set -eu
root=$(git rev-parse --show-toplevel)
mkdir -p "$root/.githooks"
cp "$(dirname "$0")/../hooks/"* "$root/.githooks/"
chmod +x "$root/.githooks/"*
git -C "$root" config --local core.hooksPath .githooks
echo "hooks installed in $root/.githooks (local to this repository)"
echo "undo: git config --local --unset core.hooksPath"
