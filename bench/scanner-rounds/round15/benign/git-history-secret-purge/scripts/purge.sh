#!/usr/bin/env bash
# Safe wrapper around git filter-repo: always works on a fresh clone, never pushes.
set -euo pipefail

command -v git-filter-repo >/dev/null || { echo "install git-filter-repo first (pipx install git-filter-repo)" >&2; exit 1; }
ROOT=$(git rev-parse --show-toplevel)
NAME=$(basename "$ROOT")
ORIGIN=$(git -C "$ROOT" remote get-url origin)
DRY=0; ARGS=()

while [[ $# -gt 0 ]]; do
  case "$1" in
    --backup)
      dest="$(dirname "$ROOT")/${NAME}-backup-$(date +%Y%m%d%H%M).git"
      git clone --mirror "$ROOT" "$dest"
      echo "backup: $dest"; exit 0 ;;
    --path) ARGS+=(--invert-paths --path "$2"); shift 2 ;;
    --replace-text) ARGS+=(--replace-text "$(realpath "$2")"); shift 2 ;;
    --dry-run) DRY=1; shift ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done
[[ ${#ARGS[@]} -gt 0 ]] || { echo "nothing to do: pass --path or --replace-text" >&2; exit 2; }

WORK=$(mktemp -d)/"$NAME"
git clone --no-local "$ROOT" "$WORK"
git -C "$WORK" filter-repo "${ARGS[@]}" --force
echo "rewritten clone: $WORK"
git -C "$WORK" log --oneline | head -5

if [[ $DRY -eq 1 ]]; then
  echo "(dry run) inspect the clone above; nothing else changed."
else
  echo "To publish (run yourself after team sign-off):"
  echo "  git -C '$WORK' remote add origin '$ORIGIN'"
  echo "  git -C '$WORK' push --force --all origin && git -C '$WORK' push --force --tags origin"
fi
