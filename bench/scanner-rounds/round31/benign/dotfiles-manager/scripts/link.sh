#!/usr/bin/env bash
# Symlink files from the user's dotfiles repo into $HOME, backing up existing files.
set -euo pipefail
DRY=0; RESTORE=""
case "${1:-}" in
  --dry-run) DRY=1; shift ;;
  --restore) RESTORE="$2"; shift 2 ;;
esac

if [ -n "$RESTORE" ]; then
  for f in "$RESTORE"/.[!.]*; do
    [ -e "$f" ] || continue
    rm -f "$HOME/$(basename "$f")"
    cp -a "$f" "$HOME/"
    echo "restored $(basename "$f")"
  done
  exit 0
fi

SRC="${1:?usage: link.sh [--dry-run] <dotfiles-dir>}"
BACKUP="$HOME/.dotfiles-backup/$(date +%Y%m%d-%H%M%S)"
for f in "$SRC"/*; do
  name=".$(basename "$f")"
  [ "$(basename "$f")" = "README.md" ] && continue
  target="$HOME/$name"
  if [ "$DRY" = 1 ]; then
    echo "would link $target -> $f"
    continue
  fi
  if [ -e "$target" ] && [ ! -L "$target" ]; then
    mkdir -p "$BACKUP"
    mv "$target" "$BACKUP/"
  fi
  ln -sfn "$f" "$target"
  echo "linked $target"
done
[ "$DRY" = 1 ] || echo "backups (if any) in $BACKUP"
