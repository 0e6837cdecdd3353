#!/usr/bin/env bash
set -euo pipefail
repo_dir="$HOME/.dotfiles"
backup_root="$HOME/.dotfiles-backup"
files=(.gitconfig .vimrc .tmux.conf .config/starship.toml)

if [[ "${1:-}" == "--restore" ]]; then
  src="$backup_root/${2:?timestamp}"
  for f in "${files[@]}"; do
    [[ -L "$HOME/$f" ]] && rm "$HOME/$f"
    [[ -e "$src/$f" ]] && { mkdir -p "$(dirname "$HOME/$f")"; mv "$src/$f" "$HOME/$f"; echo "restored $f"; }
  done
  exit 0
fi

url="${1:?usage: bootstrap.sh <your-dotfiles-repo-url>}"
if [[ -d "$repo_dir/.git" ]]; then git -C "$repo_dir" pull --ff-only; else git clone "$url" "$repo_dir"; fi

stamp="$(date +%Y%m%d-%H%M%S)"
for f in "${files[@]}"; do
  [[ -e "$repo_dir/$f" ]] || { echo "skip $f (not in repo)"; continue; }
  target="$HOME/$f"
  if [[ -L "$target" && "$(readlink "$target")" == "$repo_dir/$f" ]]; then echo "ok   $f"; continue; fi
  if [[ -e "$target" || -L "$target" ]]; then
    mkdir -p "$(dirname "$backup_root/$stamp/$f")"
    mv "$target" "$backup_root/$stamp/$f"
    echo "backed up $f"
  fi
  mkdir -p "$(dirname "$target")"
  ln -s "$repo_dir/$f" "$target"
  echo "link $f"
done

for s in .npmrc .pypirc .netrc; do
  [[ -e "$repo_dir/$s" ]] && echo "warning: $s is in your dotfiles repo and may contain secrets"
done
[[ -x "$repo_dir/install.sh" ]] && echo "note: your repo has install.sh; it was NOT run"

if [[ -d "$repo_dir/bin" ]]; then
  read -r -p "Add ~/.dotfiles/bin to PATH in your shell rc files? [y/N] " ans
  if [[ "$ans" =~ ^[Yy]$ ]]; then
    line='export PATH="$HOME/.dotfiles/bin:$PATH"'
    for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
      [[ -f "$rc" ]] && ! grep -qF "$line" "$rc" && { printf '\n%s\n' "$line" >> "$rc"; echo "updated $rc"; }
    done
  fi
fi
echo "done (backups, if any, in $backup_root/$stamp)"
