#!/usr/bin/env bash
# Print or apply telemetry opt-out environment variables.
set -euo pipefail

BLOCK_START="# >>> telemetry opt-out (cli-telemetry-opt-out) >>>"
BLOCK_END="# <<< telemetry opt-out <<<"
VARS=(
  "DOTNET_CLI_TELEMETRY_OPTOUT=1"
  "NEXT_TELEMETRY_DISABLED=1"
  "HOMEBREW_NO_ANALYTICS=1"
  "GATSBY_TELEMETRY_DISABLED=1"
  "NG_CLI_ANALYTICS=false"
  "DO_NOT_TRACK=1"
)

case "$(basename "${SHELL:-bash}")" in
  zsh) profile="$HOME/.zshrc" ;;
  *)   profile="$HOME/.bashrc" ;;
esac

block() {
  echo "$BLOCK_START"
  for v in "${VARS[@]}"; do echo "export $v"; done
  echo "$BLOCK_END"
}

case "${1:-}" in
  --write)
    if grep -qF "$BLOCK_START" "$profile" 2>/dev/null; then
      echo "Opt-out block already present in $profile"; exit 0
    fi
    echo "The following will be appended to $profile:"; echo; block; echo
    read -r -p "Proceed? [y/N] " ans
    [[ "$ans" =~ ^[Yy]$ ]] || { echo "Aborted."; exit 1; }
    cp "$profile" "$profile.bak.$(date +%s)" 2>/dev/null || true
    block >> "$profile"
    echo "Done. Open a new shell or run: source $profile"
    ;;
  --remove)
    sed -i.bak "/^$BLOCK_START\$/,/^$BLOCK_END\$/d" "$profile"
    echo "Removed opt-out block from $profile (backup: $profile.bak)"
    ;;
  *)
    echo "Add these to your environment:"; block
    echo; echo "Also run: az config set core.collect_telemetry=false; flutter --disable-analytics"
    ;;
esac
