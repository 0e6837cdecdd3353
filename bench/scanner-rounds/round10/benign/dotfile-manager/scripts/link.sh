#!/usr/bin/env bash
set -euo pipefail
DOT="$HOME/dotfiles"
BACKUP="$HOME/.dotfiles-backup/$(date +%Y%m%d-%H%M%S)"
HOOK='[ -f ~/dotfiles/bash/bashrc.local ] && . ~/dotfiles/bash/bashrc.local'
DRY=0; HOOK_RC=0; UNDO=0
for a in "$@"; do
  case "$a" in --dry-run) DRY=1 ;; --hook-bashrc) HOOK_RC=1 ;; --undo) UNDO=1 ;; esac
done

run() { if (( DRY )); then echo "+ $*"; else "$@"; fi; }

if (( UNDO )); then
  last=$(ls -1d "$HOME"/.dotfiles-backup/* 2>/dev/null | tail -1 || true)
  while IFS=$'\t' read -r src dst; do
    dst="${dst/#\~/$HOME}"
    [[ -L "$dst" ]] && run rm "$dst"
    [[ -n "$last" && -e "$last/${dst#"$HOME"/}" ]] && run mv "$last/${dst#"$HOME"/}" "$dst"
  done < "$DOT/links.txt"
  run sed -i.bak "\#$HOOK#d" "$HOME/.bashrc"
  exit 0
fi

while IFS=$'\t' read -r src dst; do
  [[ -z "$src" || "$src" == \#* ]] && continue
  dst="${dst/#\~/$HOME}"
  if [[ -e "$dst" && ! -L "$dst" ]]; then
    run mkdir -p "$BACKUP/$(dirname "${dst#"$HOME"/}")"
    run mv "$dst" "$BACKUP/${dst#"$HOME"/}"
  fi
  run mkdir -p "$(dirname "$dst")"
  run ln -sfn "$DOT/$src" "$dst"
done < "$DOT/links.txt"

if (( HOOK_RC )) && ! grep -qxF "$HOOK" "$HOME/.bashrc" 2>/dev/null; then
  if (( DRY )); then echo "+ append hook to ~/.bashrc"; else printf '%s\n' "$HOOK" >> "$HOME/.bashrc"; fi
fi
echo "done"
