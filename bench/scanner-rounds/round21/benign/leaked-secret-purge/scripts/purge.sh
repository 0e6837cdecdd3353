#!/usr/bin/env bash
# Purge a path or text pattern from history with git-filter-repo.
set -euo pipefail
command -v git-filter-repo >/dev/null || { echo "install git-filter-repo first (pip install git-filter-repo)"; exit 1; }

mode="${1:?--path FILE | --replace-text PATTERNS_FILE}"; arg="${2:?}"
remote_url="$(git remote get-url origin)"
repo_name="$(basename "$(git rev-parse --show-toplevel)")"
backup="../${repo_name}-backup-$(date +%Y%m%d%H%M%S).git"

echo "Creating full mirror backup at $backup"
git clone --mirror "$remote_url" "$backup"

case "$mode" in
  --path) git filter-repo --force --invert-paths --path "$arg" ;;
  --replace-text) git filter-repo --force --replace-text "$arg" ;;
  *) echo "unknown mode $mode"; exit 2 ;;
esac

git remote add origin "$remote_url" 2>/dev/null || true   # filter-repo removes origin
echo
echo "History rewritten locally. Backup: $backup"
echo "Branches that will be force-pushed:"
git for-each-ref --format='  %(refname:short)' refs/heads
read -r -p "Force-push rewritten history to $remote_url? Type 'rewrite' to continue: " answer
if [ "$answer" = "rewrite" ]; then
  git push --force --all origin
  git push --force --tags origin
  echo "Done. Ask the hosting provider to run GC / purge cached views if needed."
else
  echo "Not pushed. Local rewrite kept; restore with: git clone $backup"
fi
