#!/usr/bin/env bash
# Symlink dotfiles packages into $HOME with backups. Dry run by default.
set -euo pipefail
DOT=${DOTFILES:-$HOME/dotfiles}
apply=0; unlink=0
pkgs=()
for a in "$@"; do
  case "$a" in
    --apply) apply=1 ;;
    --unlink) unlink=1 ;;
    *) pkgs+=("$a") ;;
  esac
done
backup="$HOME/.dotfiles-backup/$(date +%Y%m%d-%H%M%S)"

run() { if [[ $apply == 1 || $unlink == 1 ]]; then "$@"; else echo "would: $*"; fi; }

for pkg in "${pkgs[@]}"; do
  [[ -d "$DOT/$pkg" ]] || { echo "no package $pkg"; continue; }
  while IFS= read -r -d '' src; do
    rel=${src#"$DOT/$pkg/"}
    dst="$HOME/$rel"
    if [[ $unlink == 1 ]]; then
      [[ -L "$dst" && "$(readlink "$dst")" == "$src" ]] && run rm -- "$dst"
      continue
    fi
    if [[ -L "$dst" ]]; then
      [[ "$(readlink "$dst")" == "$src" ]] && continue
      echo "skip: $dst is a symlink to $(readlink "$dst")"; continue
    fi
    if [[ -e "$dst" ]]; then
      run mkdir -p "$backup/$(dirname "$rel")"
      run mv -- "$dst" "$backup/$rel"
    fi
    run mkdir -p "$(dirname "$dst")"
    run ln -s "$src" "$dst"
  done < <(find "$DOT/$pkg" -type f -print0)
done
