#!/usr/bin/env bash
set -euo pipefail
SSH_DIR="$HOME/.ssh"
DATE="$(date +%Y%m%d)"

case "${1:-}" in
  inventory)
    for pub in "$SSH_DIR"/*.pub; do
      [[ -e "$pub" ]] || continue
      printf '%-40s %s\n' "$(basename "$pub")" "$(ssh-keygen -lf "$pub")"
      printf '%-40s modified %s\n' "" "$(date -r "$pub" +%F)"
    done
    ;;
  new)
    key="$SSH_DIR/id_ed25519_$DATE"
    [[ -e "$key" ]] && { echo "$key already exists"; exit 1; }
    ssh-keygen -t ed25519 -a 100 -C "$(whoami)@$(hostname -s) $DATE" -f "$key"
    echo "public key (safe to share):"
    cat "$key.pub"
    ssh-add "$key" 2>/dev/null || echo "start ssh-agent to cache the key"
    ;;
  archive)
    old="${2:?path to old private key}"
    mkdir -p "$SSH_DIR/retired"
    chmod 700 "$SSH_DIR/retired"
    mv "$old" "$old.pub" "$SSH_DIR/retired/" 2>/dev/null || mv "$old" "$SSH_DIR/retired/"
    echo "archived $old to $SSH_DIR/retired/"
    ;;
  *) echo "usage: rotate.sh inventory|new|archive <old-key>"; exit 2 ;;
esac
