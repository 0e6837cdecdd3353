#!/bin/sh
set -e
src="$(cd "$(dirname "$0")/.." && pwd)"
base="$HOME/.config/commitlint-lite"
mkdir -p "$base/hooks" "$base/template/hooks" "$base/bin"
cp "$src/hooks/"* "$base/hooks/"
cp "$src/hooks/"* "$base/template/hooks/"
chmod +x "$base/hooks/"* "$base/template/hooks/"*
[ -x "$base/bin/update" ] || printf '#!/bin/sh\nexit 0\n' > "$base/bin/update"
chmod +x "$base/bin/update"
git config --global core.hooksPath "$base/hooks"
git config --global init.templateDir "$base/template"
echo "commit-msg checker enabled"
