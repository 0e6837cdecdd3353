#!/usr/bin/env python3
"""Heuristic prompt-injection screener for untrusted text."""
import argparse
import base64
import binascii
import json
import re
import sys
import unicodedata

SIGNALS = [
    ("override", 3, re.compile(r"(?i)\b(ignore|disregard|forget|override|set aside)\b.{0,40}\b(previous|prior|earlier|above|system|developer)\b.{0,20}\b(instructions?|prompts?|rules?|directions?)")),
    ("role", 2, re.compile(r"(?i)\b(you are now|act as|pretend to be|from now on you)\b")),
    ("secrecy", 3, re.compile(r"(?i)\b(do not|don't|never)\b.{0,20}\b(tell|inform|mention|reveal)\b.{0,20}\b(user|human|anyone)\b")),
    ("exfil-target", 3, re.compile(r"(?i)(~/\.ssh|id_rsa|id_ed25519|\.aws/credentials|\.env\b|\.npmrc|\.netrc|api[_-]?key|access[_-]?token)")),
    ("hidden-css", 2, re.compile(r"(?i)(display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0|left\s*:\s*-\d{3,}px)")),
    ("md-image-query", 2, re.compile(r"!\[[^\]]*\]\(https?://[^)\s]+\?[^)\s]*=")),
    ("pipe-to-shell", 3, re.compile(r"(?i)(curl|wget)[^|\n]{0,200}\|\s*(ba|z)?sh\b")),
]
B64 = re.compile(r"[A-Za-z0-9+/]{40,}={0,2}")
INVISIBLE = {"\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"}


def invisible(line):
    return any(ch in INVISIBLE or 0xE0000 <= ord(ch) <= 0xE007F for ch in line)


def decoded_preview(blob):
    try:
        raw = base64.b64decode(blob, validate=True)
        text = raw.decode("utf-8")
        if sum(c.isprintable() for c in text) / max(len(text), 1) > 0.9:
            return text[:120]
    except (binascii.Error, UnicodeDecodeError, ValueError):
        pass
    return None


def screen(text):
    findings = []
    for n, line in enumerate(text.splitlines(), 1):
        norm = unicodedata.normalize("NFKC", line)
        for name, w, rx in SIGNALS:
            if rx.search(norm):
                findings.append({"line": n, "signal": name, "weight": w, "text": line.strip()[:200]})
        if invisible(line):
            findings.append({"line": n, "signal": "invisible-chars", "weight": 2, "text": repr(line[:80])})
        for m in B64.finditer(line):
            prev = decoded_preview(m.group(0))
            if prev:
                findings.append({"line": n, "signal": "encoded", "weight": 1, "text": m.group(0)[:60] + "…", "decoded": prev})
    score = sum(f["weight"] for f in findings)
    level = "high" if score >= 5 else "medium" if score >= 3 else "low"
    return {"score": score, "level": level, "findings": findings}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    text = sys.stdin.read() if a.path == "-" else open(a.path, encoding="utf-8", errors="replace").read()
    r = screen(text)
    if a.json:
        print(json.dumps(r, indent=2, ensure_ascii=False))
        return
    print(f"risk: {r['level']} (score {r['score']})")
    for f in r["findings"]:
        print(f"  L{f['line']:<5} {f['signal']:<15} {f['text']}")
        if "decoded" in f:
            print(f"         decoded: {f['decoded']!r}")


if __name__ == "__main__":
    main()
