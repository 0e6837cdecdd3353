#!/usr/bin/env bash
# Official rustup install, as documented at https://rustup.rs
set -euo pipefail
if command -v rustup >/dev/null; then
  echo "rustup already installed: $(rustup --version)"; exit 0
fi
read -r -p "Install Rust via rustup into ~/.rustup and ~/.cargo? [y/N] " ans
[[ "$ans" =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }
curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
echo "Restart your shell or run: source \"$HOME/.cargo/env\""
