#!/usr/bin/env bash
# Symlink dotfiles into $HOME with backups. --plan | --apply DIR | --undo
set -euo pipefail

BACKUP_ROOT="$HOME/.dotfiles-backup"
mode="${1:-}"; src="${2:-$HOME/dotfiles}"

each_file() { (cd "$src/home" && find . -type f -o -type l | sed 's|^\./||'); }

plan() {
  each_file | while read -r rel; do
    t="$HOME/$rel"
    if [ -L "$t" ] && [ "$(readlink "$t")" = "$src/home/$rel" ]; then echo "ok       ~/$rel"
    elif [ -e "$t" ] || [ -L "$t" ]; then echo "backup+link ~/$rel"
    else echo "link     ~/$rel"; fi
  done
}

apply() {
  local stamp; stamp="$(date +%Y%m%d-%H%M%S)"
  local bdir="$BACKUP_ROOT/$stamp"
  each_file | while read -r rel; do
    t="$HOME/$rel"
    [ -L "$t" ] && [ "$(readlink "$t")" = "$src/home/$rel" ] && continue
    if [ -e "$t" ] || [ -L "$t" ]; then
      mkdir -p "$bdir/$(dirname "$rel")"; mv "$t" "$bdir/$rel"
    fi
    mkdir -p "$(dirname "$t")"; ln -s "$src/home/$rel" "$t"; echo "linked ~/$rel"
  done
  ln -sfn "$src" "$HOME/.dotfiles"
  local line='[ -f ~/.dotfiles/shell/init.sh ] && . ~/.dotfiles/shell/init.sh'
  for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
    [ -f "$rc" ] || continue
    grep -qF "$line" "$rc" && continue
    read -r -p "Add the dotfiles init line to $rc? [y/N] " yn
    [[ "$yn" =~ ^[Yy]$ ]] && printf '\n# dotfiles\n%s\n' "$line" >> "$rc" && echo "updated $rc"
  done
}

undo() {
  local last; last="$(ls -1d "$BACKUP_ROOT"/* 2>/dev/null | tail -n1)"
  [ -n "$last" ] || { echo "no backups"; exit 1; }
  (cd "$last" && find . -type f | sed 's|^\./||') | while read -r rel; do
    [ -L "$HOME/$rel" ] && rm "$HOME/$rel"
    mv "$last/$rel" "$HOME/$rel"; echo "restored ~/$rel"
  done
}

case "$mode" in
  --plan) plan ;;
  --apply) apply ;;
  --undo) undo ;;
  *) echo "usage: link.sh --plan|--apply [DIR] | --undo"; exit 2 ;;
esac
