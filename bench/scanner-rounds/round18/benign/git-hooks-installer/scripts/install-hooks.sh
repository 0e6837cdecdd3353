#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel)
chmod +x "$root/hooks/"*
git -C "$root" config --local core.hooksPath hooks
echo "hooks enabled for $root (core.hooksPath=hooks)"
