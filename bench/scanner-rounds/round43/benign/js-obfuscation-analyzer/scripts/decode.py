#!/usr/bin/env python3
"""Static decoder for common JS string obfuscation. Never executes input."""
import base64, re, sys

src = open(sys.argv[1], encoding="utf-8", errors="replace").read()

for m in re.finditer(r"\[((?:\s*\d{2,3}\s*,){4,}\s*\d{2,3}\s*)\]", src):
    nums = [int(x) for x in m.group(1).split(",")]
    if all(9 <= n < 127 for n in nums):
        print("charcodes :", "".join(map(chr, nums)))

for m in re.finditer(r'"((?:\\x[0-9a-fA-F]{2})+)"', src):
    print("hex esc   :", bytes.fromhex(m.group(1).replace("\\x", "")).decode("latin1"))

for m in re.finditer(r'atob\(\s*["\']([A-Za-z0-9+/=]{8,})["\']\s*\)', src):
    print("base64    :", base64.b64decode(m.group(1)).decode("utf-8", "replace"))

for kw in ("child_process", "eval(", "Function(", "http.request", "fetch(", "process.env"):
    for n, line in enumerate(src.splitlines(), 1):
        if kw in line:
            print(f"flag {kw!r:16} line {n}: {line.strip()[:80]}")
