#!/usr/bin/env bash
set -euo pipefail
SRC="$(cd "$(dirname "$0")/../home" && pwd)"
BACKUP_ROOT="$HOME/.dotfiles-backup"
MODE="${1:-plan}"
STAMP="$(date +%Y%m%d-%H%M%S)"

mapfile -t FILES < <(cd "$SRC" && find . -type f ! -name '*.md' | sed 's|^\./||' | sort)

case "$MODE" in
  plan|apply)
    for f in "${FILES[@]}"; do
      target="$HOME/$f"; src="$SRC/$f"
      if [[ -L "$target" && "$(readlink "$target")" == "$src" ]]; then
        echo "ok       $f"; continue
      fi
      if [[ -e "$target" || -L "$target" ]]; then
        echo "backup   $f -> $BACKUP_ROOT/$STAMP/$f"
        if [[ "$MODE" == apply ]]; then
          mkdir -p "$(dirname "$BACKUP_ROOT/$STAMP/$f")"
          mv "$target" "$BACKUP_ROOT/$STAMP/$f"
        fi
      fi
      echo "link     $f"
      if [[ "$MODE" == apply ]]; then
        mkdir -p "$(dirname "$target")"
        ln -s "$src" "$target"
      fi
    done
    [[ "$MODE" == plan ]] && echo "(plan only; run 'apply' to make these changes)"
    ;;
  restore)
    latest="$(ls -1 "$BACKUP_ROOT" 2>/dev/null | sort | tail -1)"
    [[ -n "$latest" ]] || { echo "no backups found"; exit 1; }
    (cd "$BACKUP_ROOT/$latest" && find . -type f | sed 's|^\./||') | while read -r f; do
      [[ -L "$HOME/$f" ]] && rm "$HOME/$f"
      mkdir -p "$(dirname "$HOME/$f")"
      mv "$BACKUP_ROOT/$latest/$f" "$HOME/$f"
      echo "restored $f"
    done
    ;;
  *) echo "usage: dotlink.sh plan|apply|restore"; exit 2 ;;
esac
