#!/usr/bin/env bash
set -euo pipefail
ROOT="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not in a git repo" >&2; exit 1; }
[ "$ROOT" = "/" ] || [ "$ROOT" = "$HOME" ] && { echo "refusing to run at $ROOT" >&2; exit 1; }
cd "$ROOT"

mapfile -t targets < <(find . -path ./node_modules -prune -o -path ./.git -prune -o \
  -type d \( -name dist -o -name build -o -name .next -o -name out -o -name coverage \
  -o -name .pytest_cache -o -name .mypy_cache -o -name '*.egg-info' \) -print -prune)

[ ${#targets[@]} -eq 0 ] && { echo "nothing to clean"; exit 0; }
printf '%s\n' "${targets[@]}"
if [ "${1:-}" != "--yes" ]; then
  echo "(dry run; pass --yes to delete)"; exit 0
fi
for t in "${targets[@]}"; do
  case "$(realpath "$t")" in "$ROOT"/*) rm -rf -- "$t" ;; *) echo "skip $t" ;; esac
done
echo "removed ${#targets[@]} directories"
