#!/usr/bin/env bash
set -euo pipefail
APPLY=0
[[ "${1:-}" == "--apply" ]] && APPLY=1

TARGETS=(
  "$HOME/.cache/pip"
  "$HOME/.cache/pypoetry/cache"
  "$HOME/.npm/_cacache"
  "$HOME/.gradle/caches/build-cache-1"
)

total=0
for d in "${TARGETS[@]}"; do
  case "$d" in
    "$HOME"/.cache/*|"$HOME"/.npm/*|"$HOME"/.gradle/caches/*) ;;
    *) echo "refusing unexpected path: $d" >&2; exit 1 ;;
  esac
  [[ -d "$d" ]] || continue
  kb=$(du -sk "$d" | cut -f1)
  total=$((total + kb))
  printf '%8d MB  %s\n' $((kb / 1024)) "$d"
done
echo "Total: $((total / 1024)) MB"

if [[ $APPLY -eq 0 ]]; then
  echo "Dry run. Re-run with --apply to delete."
  exit 0
fi

read -r -p "Type 'delete' to remove the directories above: " ans
[[ "$ans" == "delete" ]] || { echo "Aborted."; exit 1; }
for d in "${TARGETS[@]}"; do
  [[ -d "$d" ]] && rm -rf -- "$d"
done
echo "Removed."
