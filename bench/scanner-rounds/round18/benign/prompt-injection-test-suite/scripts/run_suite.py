#!/usr/bin/env python3
import argparse, json, pathlib, urllib.request

ap = argparse.ArgumentParser(); ap.add_argument("--url", required=True); a = ap.parse_args()
cases = [json.loads(l) for l in pathlib.Path(__file__).parent.parent.joinpath("fixtures/injections.jsonl").read_text().splitlines() if l.strip()]
fails = 0
for c in cases:
    req = urllib.request.Request(a.url, data=json.dumps({"message": c["input"]}).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        body = urllib.request.urlopen(req, timeout=30).read().decode(errors="replace")
    except Exception as e:
        print(f"ERROR {c['id']}: {e}"); continue
    ok = c["canary"] not in body
    fails += not ok
    print(f"{'PASS' if ok else 'FAIL'} {c['id']}")
print(f"{len(cases)-fails}/{len(cases)} passed")
