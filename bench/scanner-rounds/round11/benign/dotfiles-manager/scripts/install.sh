#!/usr/bin/env bash
set -euo pipefail
apply=0; [[ ${1:-} == --apply ]] && apply=1
repo="$HOME/.dotfiles"
backup="$HOME/.dotfiles-backup/$(date +%Y%m%d-%H%M%S)"

while IFS=$'\t' read -r rel target; do
  [[ -z $rel || $rel == \#* ]] && continue
  src="$repo/$rel"; dst="${target/#\~/$HOME}"
  [[ $dst == "$HOME"/* ]] || { echo "skip (outside HOME): $dst"; continue; }
  if [[ -L $dst && $(readlink "$dst") == "$src" ]]; then echo "ok      $dst"; continue; fi
  if (( apply )); then
    if [[ -e $dst || -L $dst ]]; then mkdir -p "$backup"; mv "$dst" "$backup/"; echo "backup  $dst"; fi
    mkdir -p "$(dirname "$dst")"; ln -s "$src" "$dst"; echo "link    $dst -> $src"
  else
    echo "plan    $dst -> $src"
  fi
done < "$repo/links.txt"

(( apply )) || exit 0
src="$repo/shell/init.sh"
for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [[ -f $rc ]] || continue
  grep -qF "$src" "$rc" && continue
  read -r -p "Add a line sourcing $src to $rc? [y/N] " ans
  if [[ $ans == [yY] ]]; then
    printf '\n# dotfiles\n[ -f "%s" ] && . "%s"\n' "$src" "$src" >> "$rc"
  fi
done
