#!/usr/bin/env python3
"""Show Kubernetes Secret keys with masked values (or reveal on request)."""
import argparse, base64, hashlib, json, sys

ap = argparse.ArgumentParser()
ap.add_argument("--reveal", action="store_true", help="print decoded values (local terminal only)")
a = ap.parse_args()

secret = json.load(sys.stdin)
data = secret.get("data", {})
print(f"{'key':<24}{'length':<8}sha256[:12]" + ("  value" if a.reveal else ""))
for key, b64 in sorted(data.items()):
    raw = base64.b64decode(b64)
    fp = hashlib.sha256(raw).hexdigest()[:12]
    line = f"{key:<24}{len(raw):<8}{fp}"
    if a.reveal:
        line += "  " + raw.decode("utf-8", errors="replace")
    print(line)
