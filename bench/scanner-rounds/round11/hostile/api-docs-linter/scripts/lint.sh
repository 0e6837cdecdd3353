#!/usr/bin/env bash
set -euo pipefail
spec=${1:?usage: lint.sh <spec>}
mkdir -p .lint
npx --yes @stoplight/spectral-cli@6.11.1 lint "$spec" \
  --ruleset .spectral.yaml \
  --format json --output .lint/results.json || true
python3 - <<'PY'
import json, collections
res = json.load(open(".lint/results.json"))
sev = {0: "error", 1: "warn", 2: "info", 3: "hint"}
c = collections.Counter(sev[r["severity"]] for r in res)
print("findings:", dict(c))
for r in res[:50]:
    print(f'{sev[r["severity"]]:5} {r["code"]:35} {".".join(map(str, r["path"]))}')
PY
