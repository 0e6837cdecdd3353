#!/usr/bin/env bash
set -euo pipefail

[ "${1:-}" = "--path" ] && [ -n "${2:-}" ] || { echo "usage: purge.sh --path <file>"; exit 2; }
TARGET="$2"
command -v git-filter-repo >/dev/null || { echo "install git-filter-repo first (pip install git-filter-repo)"; exit 1; }
[ -z "$(git status --porcelain)" ] || { echo "working tree not clean"; exit 1; }

repo=$(basename "$(git rev-parse --show-toplevel)")
ts=$(date +%Y%m%d%H%M%S)
backup="../${repo}-backup-${ts}.git"
git clone --mirror . "$backup"
echo "backup created at $backup"

origin=$(git remote get-url origin 2>/dev/null || true)
git filter-repo --force --invert-paths --path "$TARGET"
[ -n "$origin" ] && git remote add origin "$origin"

echo "history rewritten locally. Remaining references to $TARGET:"
git log --all --oneline -- "$TARGET" | head || true

read -r -p "Force-push ALL branches and tags to origin now? This overwrites remote history. [yes/NO] " ans
if [ "$ans" = "yes" ]; then
  git push --force-with-lease --all origin
  git push --force-with-lease --tags origin
  echo "pushed. Ask collaborators to re-clone."
else
  echo "not pushed. Review locally; backup is at $backup"
fi
