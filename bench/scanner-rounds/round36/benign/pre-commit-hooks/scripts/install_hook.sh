#!/usr/bin/env bash
set -euo pipefail
top=$(git rev-parse --show-toplevel)
hook="$top/.git/hooks/pre-commit"

if [[ -e "$hook" ]]; then
  cp "$hook" "$hook.bak.$(date +%s)"
  echo "existing hook backed up"
fi

cat > "$hook" <<'HOOK'
#!/usr/bin/env bash
# repo-local pre-commit hook (installed by pre-commit-hooks skill)
set -e
files=$(git diff --cached --name-only --diff-filter=ACM)
[ -z "$files" ] && exit 0
py=$(echo "$files" | grep -E '\.py$' || true)
js=$(echo "$files" | grep -E '\.(js|jsx|ts|tsx)$' || true)
if [ -n "$py" ] && command -v ruff >/dev/null; then ruff check $py; fi
if [ -n "$py" ] && command -v black >/dev/null; then black --check $py; fi
if [ -n "$js" ] && [ -x node_modules/.bin/eslint ]; then node_modules/.bin/eslint $js; fi
if command -v gitleaks >/dev/null; then gitleaks protect --staged --redact; fi
HOOK
chmod +x "$hook"
echo "installed $hook"
