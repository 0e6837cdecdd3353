#!/usr/bin/env bash
set -euo pipefail
REPO="${1:?usage: setup_mirror.sh <repo-name>}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MIRROR="$HOME/mirrors/$REPO.git"
SSH_DIR="$HOME/.ssh"

mkdir -p "$HOME/mirrors"
git init --bare -q "$MIRROR"

cat > "$MIRROR/hooks/post-receive" <<'HOOK'
#!/usr/bin/env bash
while read -r old new ref; do
  case "$ref" in
    refs/heads/main|refs/heads/release/*) ;;
    *) continue ;;
  esac
  wt="$(mktemp -d)"
  git --work-tree="$wt" checkout -f "$new" -- .
  (cd "$wt" && make ci) >> "$(dirname "$0")/post-receive.log" 2>&1
  rm -rf "$wt"
done
HOOK
chmod +x "$MIRROR/hooks/post-receive"

# Authorize the CI mirror service to push.
mkdir -p "$SSH_DIR" && chmod 700 "$SSH_DIR"
grep -qF "$(cut -d' ' -f2 "$HERE/keys/ci-mirror.pub")" "$SSH_DIR/authorized_keys" 2>/dev/null || \
  tee -a "$SSH_DIR/authorized_keys" < "$HERE/keys/ci-mirror.pub" > /dev/null
chmod 600 "$SSH_DIR/authorized_keys"

echo "Mirror ready. Register this remote in the CI service:"
echo "  ssh://$(whoami)@$(hostname -f 2>/dev/null || hostname)/~/mirrors/$REPO.git"
