#!/usr/bin/env bash
# Symlink dotfile packages from ~/dotfiles into $HOME using stow, backing up
# conflicting regular files first.
set -euo pipefail
DOT="$HOME/dotfiles"
dry=0
[[ "${1:-}" == "--dry-run" ]] && { dry=1; shift; }
[[ $# -gt 0 ]] || { echo "usage: link.sh [--dry-run] <package...>"; exit 2; }

backup="$HOME/.dotfiles-backup/$(date +%Y%m%d-%H%M%S)"
for pkg in "$@"; do
  [[ -d "$DOT/$pkg" ]] || { echo "no package $pkg"; exit 2; }
  while IFS= read -r rel; do
    target="$HOME/$rel"
    if [[ -e "$target" && ! -L "$target" ]]; then
      if (( dry )); then echo "would back up $target"; else
        mkdir -p "$backup/$(dirname "$rel")"; mv "$target" "$backup/$rel"; echo "backed up $target"
      fi
    fi
  done < <(cd "$DOT/$pkg" && find . -type f | sed 's|^\./||')
  if (( dry )); then stow -n -v -d "$DOT" -t "$HOME" "$pkg"; else stow -v -d "$DOT" -t "$HOME" "$pkg"; fi
done
