#!/usr/bin/env bash
set -euo pipefail

if command -v rustup >/dev/null 2>&1; then
  echo "rustup already installed; updating"
  rustup update
  exit 0
fi

CMD="curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile default"
echo "This will run the official Rust installer (https://rustup.rs):"
echo "  $CMD"
read -r -p "Proceed? [y/N] " ans
if [[ "$ans" != [yY] ]]; then
  echo "Aborted."
  exit 1
fi
curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile default
source "$HOME/.cargo/env"
rustup component add clippy rustfmt
rustc --version
