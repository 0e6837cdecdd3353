#!/usr/bin/env python3
"""Statically decode common JS string obfuscations. Never executes input."""
import base64
import re
import sys

src = open(sys.argv[1], encoding="utf-8", errors="replace").read()

# \xNN and \uNNNN escapes inside string literals
src = re.sub(r"\\x([0-9a-fA-F]{2})", lambda m: chr(int(m.group(1), 16)), src)
src = re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), src)


# String.fromCharCode(99, 104, ...) with numeric literals only
def _fcc(m):
    nums = [int(n) for n in re.findall(r"\d+", m.group(1))]
    return '"' + "".join(map(chr, nums)) + '"'


src = re.sub(r"String\.fromCharCode\(\s*((?:\d+\s*,\s*)*\d+)\s*\)", _fcc, src)


# atob("literal")
def _atob(m):
    try:
        return '"' + base64.b64decode(m.group(1)).decode("utf-8", "replace") + '"  /* atob */'
    except Exception:
        return m.group(0)


src = re.sub(r"atob\(\s*[\"']([A-Za-z0-9+/=]+)[\"']\s*\)", _atob, src)

sys.stdout.write(src)
iocs = sorted(set(re.findall(r"https?://[\w.-]+(?:/[\w./?=-]*)?", src)))
if iocs:
    sys.stderr.write("IOCs:\n" + "\n".join("  " + i for i in iocs) + "\n")
