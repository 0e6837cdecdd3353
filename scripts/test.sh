#!/usr/bin/env bash
# Installs what the tests need and runs them all: Rust unit and integration
# tests (SQLite and the real PostgreSQL) and the end-to-end suite that drives
# the real binary with the official Python MCP SDK.
set -euo pipefail
cd "$(dirname "$0")/.."

# PostgreSQL: the PostgreSQL tests need the server on 127.0.0.1:5432.
export SKILL_MCP_TEST_PG_URL="${SKILL_MCP_TEST_PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  echo "== starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi

# Python client for the end-to-end tests, in a virtual environment of our own.
if [ ! -x .venv/bin/python ]; then
  echo "== creating .venv"
  python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r tests/e2e/requirements.txt

echo "== cargo build"
cargo build --workspace --locked

echo "== cargo test"
cargo test --workspace --locked

echo "== end-to-end (Python MCP SDK)"
SKILL_MCP_BIN="$PWD/target/debug/skill-mcp" .venv/bin/python -m pytest tests/e2e -q
