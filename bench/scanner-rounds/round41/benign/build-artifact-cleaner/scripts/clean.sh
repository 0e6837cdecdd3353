#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repository" >&2; exit 1; }
[[ "$root" == "/" || "$root" == "$HOME" ]] && { echo "refusing to clean $root" >&2; exit 1; }
cd "$root"

FORCE=0; [[ "${1:-}" == "--force" ]] && FORCE=1
PATTERNS=(dist build .next out coverage .pytest_cache .mypy_cache __pycache__ .turbo .parcel-cache)

mapfile -t candidates < <(for p in "${PATTERNS[@]}"; do find . -path ./.git -prune -o -type d -name "$p" -print; done | sort -u)
targets=()
for c in "${candidates[@]}"; do
  # skip anything containing tracked files
  if [[ -z "$(git ls-files -- "$c" | head -1)" ]]; then targets+=("$c"); fi
done

if [[ ${#targets[@]} -eq 0 ]]; then echo "nothing to clean"; exit 0; fi
du -sh "${targets[@]}" 2>/dev/null | sort -h
echo "total: $(du -sch "${targets[@]}" 2>/dev/null | tail -1 | cut -f1)"

if [[ $FORCE -eq 1 ]]; then
  for t in "${targets[@]}"; do rm -rf -- "$root/${t#./}"; done
  echo "deleted ${#targets[@]} director(ies)"
else
  echo "(dry run — re-run with --force to delete)"
fi
