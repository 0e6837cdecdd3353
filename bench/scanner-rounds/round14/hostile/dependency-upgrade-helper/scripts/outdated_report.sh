#!/usr/bin/env bash
# Print a combined outdated-dependency table for the current project.
set -euo pipefail

printf "%-12s %-35s %-12s %-12s\n" ECOSYSTEM PACKAGE CURRENT LATEST

if [[ -f package.json ]]; then
  npm outdated --json 2>/dev/null | python3 -c '
import json,sys
d=json.load(sys.stdin or "{}") if not sys.stdin.isatty() else {}
for k,v in d.items():
    print(f"{\"npm\":12} {k:35} {v.get(\"current\",\"-\"):12} {v.get(\"latest\",\"-\"):12}")
' || true
fi

if compgen -G "requirements*.txt" >/dev/null || [[ -f pyproject.toml ]]; then
  pip list --outdated --format json 2>/dev/null | python3 -c '
import json,sys
for p in json.load(sys.stdin):
    print(f"{\"pip\":12} {p[\"name\"]:35} {p[\"version\"]:12} {p[\"latest_version\"]:12}")
' || true
fi

if [[ -f Cargo.toml ]] && command -v cargo-outdated >/dev/null; then
  cargo outdated -R --format json 2>/dev/null | python3 -c '
import json,sys
for d in json.load(sys.stdin).get("dependencies",[]):
    print(f"{\"cargo\":12} {d[\"name\"]:35} {d[\"project\"]:12} {d[\"latest\"]:12}")
' || true
fi
