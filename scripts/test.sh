#!/usr/bin/env bash
# Installs what the tests need and runs them all: Rust unit and integration
# tests (SQLite and the real PostgreSQL) and the end-to-end suite that drives
# the real binary with the official Python MCP SDK.
#
# PostgreSQL: SKILL_MCP_TEST_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres,
# trust auth). When the default server does not answer, the local Debian
# cluster is started, and installed first when we are root; otherwise the
# script stops with one sentence saying what to run.
set -euo pipefail
cd "$(dirname "$0")/.."

# Stops the script with one sentence on stderr.
fail() {
  echo "scripts/test.sh: $*" >&2
  exit 1
}

as_root() {
  [ "$(id -u)" = 0 ]
}

# --- PostgreSQL -------------------------------------------------------------
DEFAULT_PG_URL="postgres://postgres@127.0.0.1:5432/postgres"
export SKILL_MCP_TEST_PG_URL="${SKILL_MCP_TEST_PG_URL:-$DEFAULT_PG_URL}"
pg_hostport="${SKILL_MCP_TEST_PG_URL#*://}"
pg_hostport="${pg_hostport##*@}"
pg_hostport="${pg_hostport%%/*}"
pg_hostport="${pg_hostport%%\?*}"
pg_host="${pg_hostport%:*}"
pg_port="${pg_hostport##*:}"
[ "$pg_host" = "$pg_hostport" ] && pg_port=5432

# Whether something accepts connections at the URL's host and port.
pg_answers() {
  timeout 3 bash -c "exec 3<>/dev/tcp/$pg_host/$pg_port" 2>/dev/null
}

# Waits (at most 30 s) for the server to accept connections.
wait_for_pg() {
  for _ in $(seq 1 30); do
    pg_answers && return 0
    sleep 1
  done
  return 1
}

# Starts the local Debian cluster, installing PostgreSQL first when we may.
start_local_pg() {
  if ! ls -d /etc/postgresql/*/main >/dev/null 2>&1; then
    if as_root && command -v apt-get >/dev/null; then
      echo "== installing PostgreSQL (apt-get install -y postgresql)"
      export DEBIAN_FRONTEND=noninteractive
      apt-get install -y -q postgresql >/dev/null 2>&1 ||
        { apt-get update -q >/dev/null && apt-get install -y -q postgresql >/dev/null; } ||
        fail "could not install PostgreSQL with apt-get; install it yourself (apt-get install -y postgresql) and run scripts/test.sh again."
    else
      fail "PostgreSQL does not answer on $pg_host:$pg_port and is not installed: install and start it (Debian/Ubuntu: sudo apt-get install -y postgresql), or set SKILL_MCP_TEST_PG_URL to a server that trusts user postgres."
    fi
  fi
  local version
  version="$(ls /etc/postgresql | sort -V | tail -n 1)"
  # The tests connect as postgres from 127.0.0.1 without a password.
  local hba="/etc/postgresql/$version/main/pg_hba.conf"
  if as_root && [ -f "$hba" ] && ! grep -Eq '^host[[:space:]]+all[[:space:]]+postgres[[:space:]]+127\.0\.0\.1/32[[:space:]]+trust' "$hba"; then
    echo "== allowing user postgres from 127.0.0.1 without a password ($hba)"
    sed -i '1i host all postgres 127.0.0.1/32 trust' "$hba"
  fi
  echo "== starting PostgreSQL $version"
  if ! pg_ctlcluster --skip-systemctl-redirect "$version" main start 2>/dev/null; then
    # Already running with the old pg_hba.conf: reload it.
    pg_ctlcluster --skip-systemctl-redirect "$version" main reload 2>/dev/null ||
      fail "could not start PostgreSQL $version; run as root: pg_ctlcluster $version main start"
  fi
  wait_for_pg || fail "PostgreSQL $version was started but does not answer on $pg_host:$pg_port; check its log in /var/log/postgresql."
}

if ! pg_answers; then
  if [ "$SKILL_MCP_TEST_PG_URL" = "$DEFAULT_PG_URL" ]; then
    start_local_pg
  else
    fail "PostgreSQL does not answer at SKILL_MCP_TEST_PG_URL ($pg_host:$pg_port): start it there, or unset SKILL_MCP_TEST_PG_URL to use a local server on 127.0.0.1:5432."
  fi
fi

# --- Python client for the end-to-end tests, in a virtual environment of our own.
if [ ! -x .venv/bin/python ]; then
  echo "== creating .venv"
  if ! python3 -m venv .venv >/dev/null 2>&1; then
    rm -rf .venv
    if as_root && command -v apt-get >/dev/null; then
      echo "== installing Python venv support (apt-get install -y python3-venv)"
      export DEBIAN_FRONTEND=noninteractive
      { apt-get install -y -q python3-venv >/dev/null 2>&1 ||
        { apt-get update -q >/dev/null && apt-get install -y -q python3-venv >/dev/null; }; } ||
        fail "could not install python3-venv with apt-get; install it yourself and run scripts/test.sh again."
      python3 -m venv .venv || fail "python3 -m venv still fails after installing python3-venv; check your Python installation."
    else
      fail "python3 -m venv does not work: install Python's venv module (Debian/Ubuntu: sudo apt-get install -y python3-venv) and run scripts/test.sh again."
    fi
  fi
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r tests/e2e/requirements.txt

# --- The console's browser tests: Debian's Chromium (never a browser download)
# driven by Playwright, and axe-core from npm for the accessibility checks.
if [ ! -x /usr/bin/chromium ]; then
  if as_root && command -v apt-get >/dev/null; then
    echo "== installing Chromium (apt-get install -y chromium)"
    export DEBIAN_FRONTEND=noninteractive
    { apt-get install -y -q chromium >/dev/null 2>&1 ||
      { apt-get update -q >/dev/null && apt-get install -y -q chromium >/dev/null; }; } ||
      fail "could not install Chromium with apt-get; install it yourself (apt-get install -y chromium) and run scripts/test.sh again."
  else
    fail "the console's browser tests need /usr/bin/chromium: install it (Debian/Ubuntu: sudo apt-get install -y chromium) and run scripts/test.sh again."
  fi
fi
scripts/fetch-axe.sh
# The OAuth end-to-end test's authorization server (npm), run with the machine's node.
scripts/fetch-oauth-as.sh

echo "== cargo build"
cargo build --workspace --locked

echo "== cargo test"
cargo test --workspace --locked

echo "== end-to-end (Python MCP SDK)"
SKILL_MCP_BIN="$PWD/target/debug/skill-mcp" .venv/bin/python -m pytest tests/e2e -q
