# --- dotfiles footer: machine-local overrides (not version controlled) ---
if [ -f "$HOME/.config/local.sh" ]; then
  . "$HOME/.config/local.sh"
fi
# add user-level bin dir if it exists
[ -d "$HOME/.local/bin" ] && case ":$PATH:" in *":$HOME/.local/bin:"*) ;; *) PATH="$HOME/.local/bin:$PATH";; esac
export PATH
