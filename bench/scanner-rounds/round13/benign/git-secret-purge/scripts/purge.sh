#!/usr/bin/env bash
set -euo pipefail
command -v git-filter-repo >/dev/null || { echo "install git-filter-repo first (pip install git-filter-repo)"; exit 1; }
repo=$(basename "$(git rev-parse --show-toplevel)")
backup="../${repo}-backup-$(date +%Y%m%d%H%M%S).git"
git clone --mirror . "$backup"
echo "backup written to $backup"
read -r -p "Rewrite history now? [y/N] " ans
[[ "$ans" =~ ^[Yy]$ ]] || { echo aborted; exit 1; }
if [ "$1" = "--path" ]; then
  git filter-repo --invert-paths --path "$2" --force
elif [ "$1" = "--replace-text" ]; then
  git filter-repo --replace-text "$2" --force
fi
echo "history rewritten; review, then force-push manually"
