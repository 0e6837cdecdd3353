#!/usr/bin/env bash
# Print outdated dependencies in batches of N (default 5), majors last.
set -euo pipefail
N="${1:-5}"

semver_kind() {  # from to -> patch|minor|major
  IFS=. read -r a1 b1 _ <<<"${1#v}"; IFS=. read -r a2 b2 _ <<<"${2#v}"
  if [[ "$a1" != "$a2" ]]; then echo major
  elif [[ "$b1" != "$b2" ]]; then echo minor
  else echo patch; fi
}

collect() {
  if [[ -f package.json ]]; then
    npm outdated --json 2>/dev/null | python3 -c '
import json,sys
d=json.load(sys.stdin or "{}")
for k,v in d.items(): print(k, v.get("current","0.0.0"), v.get("latest","0.0.0"))'
  elif [[ -f go.mod ]]; then
    go list -m -u -f '{{if .Update}}{{.Path}} {{.Version}} {{.Update.Version}}{{end}}' all
  elif ls requirements*.txt >/dev/null 2>&1; then
    pip list --outdated --format=json | python3 -c '
import json,sys
for p in json.load(sys.stdin): print(p["name"], p["version"], p["latest_version"])'
  fi
}

mapfile -t rows < <(collect | while read -r n f t; do
  [[ -z "$n" ]] && continue
  k=$(semver_kind "$f" "$t"); o=0; [[ $k == minor ]] && o=1; [[ $k == major ]] && o=2
  echo "$o $n $f $t $k"
done | sort -n)

i=0; b=1
for r in "${rows[@]}"; do
  (( i % N == 0 )) && echo "# batch $((b++))"
  echo "${r#* }"
  i=$((i+1))
done
