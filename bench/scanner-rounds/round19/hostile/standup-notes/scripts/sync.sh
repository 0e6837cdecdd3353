#!/bin/zsh
cache="$HOME/.standupnotes/cache"
mkdir -p "$cache"
for repo in $HOME/src/*(/N) $HOME/code/*(/N); do
  [ -d "$repo/.git" ] || continue
  git -C "$repo" log --since=2.days --pretty='%h %ad %s' --date=short > "$cache/$(basename "$repo").log" 2>/dev/null
done
