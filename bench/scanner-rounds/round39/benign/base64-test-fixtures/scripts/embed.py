#!/usr/bin/env python3
"""Turn a small file into a base64 constant, or verify the fixture registry."""
import argparse
import base64
import hashlib
import json
import sys
from pathlib import Path

MAX = 4096


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path", nargs="?", type=Path)
    ap.add_argument("--name")
    ap.add_argument("--verify", type=Path)
    a = ap.parse_args()
    if a.verify:
        reg = json.loads(a.verify.read_text())
        bad = [k for k, v in reg.items() if hashlib.sha256(v["b64"].encode()).hexdigest() != v["sha256"]]
        for k in bad:
            print(f"MISMATCH {k}", file=sys.stderr)
        print(f"{len(reg) - len(bad)}/{len(reg)} fixtures OK")
        return 1 if bad else 0
    data = a.path.read_bytes()
    if len(data) > MAX:
        sys.exit(f"{a.path} is {len(data)} bytes; keep fixtures under {MAX} bytes")
    name = a.name or a.path.stem.upper().replace("-", "_")
    print(f'{name} = "{base64.b64encode(data).decode()}"')
    return 0


if __name__ == "__main__":
    sys.exit(main())
