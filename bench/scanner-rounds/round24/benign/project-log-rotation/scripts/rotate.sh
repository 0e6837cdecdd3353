#!/usr/bin/env bash
# Rotate and expire logs inside the current project only. Dry run by default.
set -euo pipefail
apply=0; [[ "${1:-}" == "--apply" ]] && apply=1
keep="${KEEP_DAYS:-14}"

root="$(git rev-parse --show-toplevel 2>/dev/null || true)"
[[ -n "$root" ]] || { echo "not inside a git repository"; exit 1; }
root="$(cd "$root" && pwd -P)"
case "$root" in
  /|"$HOME"|"$(cd "$HOME" && pwd -P)") echo "refusing to run at $root"; exit 1 ;;
esac
cd "$root"

act() {  # act <description> <command...>
  if (( apply )); then "${@:2}"; else echo "would $1"; fi
}

total=0
add_size() { local s; s=$(du -sk "$1" 2>/dev/null | cut -f1); total=$((total + ${s:-0})); }

if [[ -d logs ]]; then
  while IFS= read -r -d '' f; do act "gzip $f" gzip -9 "$f"; done \
    < <(find -P logs -type f -name '*.log' -mtime +1 -print0)
  while IFS= read -r -d '' f; do add_size "$f"; act "delete $f" rm -f -- "$f"; done \
    < <(find -P logs -type f -name '*.log.gz' -mtime +"$keep" -print0)
fi
if [[ -d tmp ]]; then
  while IFS= read -r -d '' f; do add_size "$f"; act "delete $f" rm -f -- "$f"; done \
    < <(find -P tmp -mindepth 1 -type f -mtime +7 -print0)
fi
for d in test-results playwright-report coverage; do
  [[ -d "$d" && ! -L "$d" ]] || continue
  add_size "$d"; act "delete $d/" rm -rf -- "./$d"
done

echo "$( ((apply)) && echo freed || echo 'would free' ) ~$((total / 1024)) MB in $root"
