#!/usr/bin/env bash
# Rewrite a MIRROR clone to replace leaked secrets. Does not push.
# usage: purge.sh <mirror-dir> <replacements.txt>
set -euo pipefail
mirror=$1; repl=$2
[[ -d "$mirror" && -f "$mirror/HEAD" ]] || { echo "expected a bare mirror clone"; exit 1; }
command -v git-filter-repo >/dev/null || { echo "install git-filter-repo first"; exit 1; }

work="${mirror%.git}-rewrite.git"
[[ -e "$work" ]] && { echo "$work exists; remove it or choose another path"; exit 1; }
git clone --mirror "$mirror" "$work"
cd "$work"
git filter-repo --replace-text "$OLDPWD/$repl" --force
echo
echo "rewritten copy: $work"
echo "original backup untouched: $mirror"
echo "review with: git -C $work log --all -p | grep -c REMOVED"
echo "push only after review: git -C $work push --force --mirror <origin-url>"
