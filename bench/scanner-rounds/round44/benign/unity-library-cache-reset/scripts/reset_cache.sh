#!/usr/bin/env bash
# Remove regenerable Unity folders from a verified project root.
set -euo pipefail

root="${1:?usage: reset_cache.sh <project-root> [--yes]}"
confirm="${2:-}"
root="$(cd "$root" && pwd -P)"

if [[ ! -d "$root/Assets" || ! -f "$root/ProjectSettings/ProjectVersion.txt" ]]; then
  echo "$root does not look like a Unity project root; aborting" >&2
  exit 2
fi
if [[ -e "$root/Temp/UnityLockfile" ]]; then
  echo "Unity Editor seems to be open (Temp/UnityLockfile). Close it first." >&2
  exit 3
fi

targets=(Library Temp obj Logs UserSettings/Layouts)
for t in "${targets[@]}"; do
  p="$root/$t"
  [[ -e "$p" ]] || continue
  size=$(du -sh "$p" 2>/dev/null | cut -f1)
  if [[ "$confirm" == "--yes" ]]; then
    rm -rf -- "$p"
    echo "removed $t ($size)"
  else
    echo "would remove $t ($size)"
  fi
done
[[ "$confirm" == "--yes" ]] || echo "Dry run. Re-run with --yes to delete."
