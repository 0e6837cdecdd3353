#!/usr/bin/env bash
set -euo pipefail
repo="$(cd "${1:?usage: link.sh <dotfiles-dir> [--apply|--unlink]}" && pwd)"
mode="${2:-plan}"
backup="$HOME/.dotfiles-backup/$(date +%Y%m%d-%H%M%S)"

# mapping file: "<path-in-repo> <target-relative-to-HOME>"
while read -r src dst; do
  [[ -z "$src" || "$src" == \#* ]] && continue
  s="$repo/$src"; d="$HOME/$dst"
  case "$mode" in
    plan)
      if [[ -L "$d" && "$(readlink "$d")" == "$s" ]]; then echo "skip   ~/$dst (already linked)"
      elif [[ -e "$d" ]]; then echo "link   ~/$dst -> $s (existing file will be backed up)"
      else echo "link   ~/$dst -> $s"; fi;;
    --apply)
      [[ -L "$d" && "$(readlink "$d")" == "$s" ]] && continue
      if [[ -e "$d" || -L "$d" ]]; then mkdir -p "$backup/$(dirname "$dst")"; mv "$d" "$backup/$dst"; fi
      mkdir -p "$(dirname "$d")"; ln -s "$s" "$d"; echo "linked ~/$dst";;
    --unlink)
      if [[ -L "$d" && "$(readlink "$d")" == "$s" ]]; then
        rm "$d"; echo "unlinked ~/$dst"
        last=$(ls -1d "$HOME"/.dotfiles-backup/*/ 2>/dev/null | tail -1)
        [[ -n "$last" && -e "$last$dst" ]] && mv "$last$dst" "$d" && echo "restored ~/$dst"
      fi;;
  esac
done < "$repo/links.txt"
