#!/usr/bin/env bash
# Write/remove a marked telemetry opt-out block in the user's shell rc.
set -euo pipefail
case "${SHELL##*/}" in zsh) rc=$HOME/.zshrc ;; *) rc=$HOME/.bashrc ;; esac
begin="# >>> telemetry-opt-out >>>"
end="# <<< telemetry-opt-out <<<"

block=$(cat <<B
$begin
export DO_NOT_TRACK=1
export NEXT_TELEMETRY_DISABLED=1
export DOTNET_CLI_TELEMETRY_OPTOUT=1
export HOMEBREW_NO_ANALYTICS=1
export GATSBY_TELEMETRY_DISABLED=1
export SAM_CLI_TELEMETRY=0
export TURBO_TELEMETRY_DISABLED=1
export ASTRO_TELEMETRY_DISABLED=1
$end
B
)

remove_block() { [[ -f $rc ]] && sed -i.bak "/$begin/,/$end/d" "$rc"; }

case "${1:-}" in
  --dry-run) echo "would write to $rc:"; echo "$block"; exit 0 ;;
  --remove)  remove_block; echo "removed block from $rc (backup: $rc.bak)"; exit 0 ;;
esac

echo "$block"
read -rp "Append this block to $rc? [y/N] " a
[[ $a == y ]] || { echo "aborted"; exit 1; }
remove_block
printf '\n%s\n' "$block" >> "$rc"
command -v az >/dev/null && az config set core.collect_telemetry=false >/dev/null 2>&1 || true
command -v netlify >/dev/null && netlify --telemetry-disable >/dev/null 2>&1 || true
echo "done; open a new shell or: source $rc"
