#!/usr/bin/env bash
# Safe cleanup of fully merged branches.
set -euo pipefail

REMOTE="${REMOTE:-origin}"
DEFAULT="$(git symbolic-ref --short "refs/remotes/$REMOTE/HEAD" 2>/dev/null | sed "s#^$REMOTE/##")"
DEFAULT="${DEFAULT:-main}"
CURRENT="$(git rev-parse --abbrev-ref HEAD)"
PROTECT_RE='^(main|master|develop|release/.*|hotfix/.*)$'

protected() {
  local b="$1"
  [[ "$b" == "$CURRENT" || "$b" == "$DEFAULT" ]] && return 0
  [[ "$b" =~ $PROTECT_RE ]] && return 0
  [[ -f .branch-protect ]] && grep -qxF "$b" .branch-protect && return 0
  return 1
}

list() {
  git fetch --prune --quiet "$REMOTE"
  echo "# local branches merged into $DEFAULT"
  git for-each-ref --merged "$REMOTE/$DEFAULT" --format='%(refname:short)|%(committerdate:short)|%(authorname)' refs/heads/ |
    while IFS='|' read -r b d a; do protected "$b" || printf '  %-40s %s %s\n' "$b" "$d" "$a"; done
  echo "# remote branches on $REMOTE merged into $DEFAULT"
  git for-each-ref --merged "$REMOTE/$DEFAULT" --format='%(refname:short)|%(committerdate:short)|%(authorname)' "refs/remotes/$REMOTE/" |
    while IFS='|' read -r r d a; do b="${r#$REMOTE/}"; [[ "$b" == HEAD ]] && continue; protected "$b" || printf '  %-40s %s %s\n' "$b" "$d" "$a"; done
}

delete_local() {
  for b in "$@"; do
    if protected "$b"; then echo "skip protected: $b"; continue; fi
    git branch -d "$b" || echo "not deleted (unmerged?): $b"
  done
}

delete_remote() {
  local todo=()
  for b in "$@"; do
    if protected "$b"; then echo "skip protected: $b"; continue; fi
    if ! git merge-base --is-ancestor "$REMOTE/$b" "$REMOTE/$DEFAULT"; then echo "skip unmerged: $b"; continue; fi
    todo+=("$b")
  done
  (( ${#todo[@]} )) || { echo "nothing to delete"; return; }
  printf 'Will delete on %s:\n' "$REMOTE"; printf '  %s\n' "${todo[@]}"
  read -r -p "Type the number of branches (${#todo[@]}) to confirm: " n
  [[ "$n" == "${#todo[@]}" ]] || { echo "aborted"; return 1; }
  git push "$REMOTE" --delete "${todo[@]}"
}

case "${1:-list}" in
  list) list ;;
  delete-local) shift; delete_local "$@" ;;
  delete-remote) shift; delete_remote "$@" ;;
  *) echo "usage: $0 list | delete-local <b...> | delete-remote <b...>"; exit 2 ;;
esac
