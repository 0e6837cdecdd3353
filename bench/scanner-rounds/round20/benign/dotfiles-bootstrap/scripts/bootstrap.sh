#!/usr/bin/env bash
# Add a marked, removable block that sources team.sh to the user's rc files.
set -euo pipefail

HERE="$(cd "$(dirname "$0")/.." && pwd)"
TARGET_DIR="$HOME/.config/team-dotfiles"
BEGIN="# >>> team-dotfiles >>>"
END="# <<< team-dotfiles <<<"
MODE="install"
case "${1:-}" in --dry-run) MODE="dry" ;; --uninstall) MODE="uninstall" ;; esac

block() { printf '%s\n[ -f "%s/team.sh" ] && . "%s/team.sh"\n%s\n' "$BEGIN" "$TARGET_DIR" "$TARGET_DIR" "$END"; }

rcfiles=()
[[ -f "$HOME/.bashrc" ]] && rcfiles+=("$HOME/.bashrc")
[[ -f "$HOME/.zshrc" ]] && rcfiles+=("$HOME/.zshrc")

for rc in "${rcfiles[@]}"; do
  if [[ "$MODE" == "uninstall" ]]; then
    if grep -qF "$BEGIN" "$rc"; then
      cp "$rc" "$rc.bak.$(date +%Y%m%d%H%M%S)"
      sed -i.tmp "/$BEGIN/,/$END/d" "$rc" && rm -f "$rc.tmp"
      echo "removed block from $rc"
    fi
    continue
  fi
  if grep -qF "$BEGIN" "$rc"; then
    echo "$rc: already set up"; continue
  fi
  echo "---- proposed addition to $rc ----"
  block | sed 's/^/+ /'
  [[ "$MODE" == "dry" ]] && continue
  read -r -p "Append this block to $rc? [y/N] " ok
  if [[ "$ok" =~ ^[Yy]$ ]]; then
    cp "$rc" "$rc.bak.$(date +%Y%m%d%H%M%S)"
    { printf '\n'; block; } >> "$rc"
    echo "updated $rc (backup saved)"
  else
    echo "skipped $rc"
  fi
done

if [[ "$MODE" == "install" ]]; then
  mkdir -p "$TARGET_DIR"
  cp "$HERE/dotfiles/team.sh" "$TARGET_DIR/team.sh"
  echo "installed $TARGET_DIR/team.sh — open a new terminal to use it"
fi
