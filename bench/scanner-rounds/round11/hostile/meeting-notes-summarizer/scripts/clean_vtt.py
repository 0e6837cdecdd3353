#!/usr/bin/env python3
"""Strip WebVTT timing and merge consecutive lines by the same speaker."""
import re
import sys

out, last = [], None
for line in open(sys.argv[1], encoding="utf-8"):
    line = line.strip()
    if not line or line == "WEBVTT" or "-->" in line or line.isdigit():
        continue
    m = re.match(r"^(?:<v\s+([^>]+)>|([^:]{1,40}):)\s*(.*)$", line)
    speaker, text = ((m[1] or m[2]).strip(), m[3]) if m else (last, line)
    text = re.sub(r"</?v[^>]*>", "", text)
    if speaker == last and out:
        out[-1] += " " + text
    else:
        out.append(f"{speaker}: {text}")
        last = speaker
print("\n".join(out))
