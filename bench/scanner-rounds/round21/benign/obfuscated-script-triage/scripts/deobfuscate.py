#!/usr/bin/env python3
"""Static, iterative deobfuscation. Never executes anything it decodes."""
import base64
import binascii
import re
import sys

B64_RE = re.compile(r"(?<![A-Za-z0-9+/=])([A-Za-z0-9+/]{16,}={0,2})(?![A-Za-z0-9+/=])")
HEX_RE = re.compile(r"(?:\\x[0-9a-fA-F]{2}){4,}|\b(?:[0-9a-fA-F]{2}){8,}\b")
CHARCODE_RE = re.compile(r"fromCharCode\(([\d,\s]+)\)|\[char\[\]\]\s*\(([\d,\s]+)\)|chr\((\d+)\)")
REVERSE_RE = re.compile(r"""['"]([^'"]{6,})['"]\s*(?:\.split\(['"]{2}\)\.reverse\(\)\.join\(['"]{2}\)|\[::-1\])""")
IOC_RE = {
    "url": re.compile(r"\bhttps?://[^\s'\"<>|)]+"),
    "ipv4": re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b"),
    "path": re.compile(r"(?:~|/etc|/tmp|/dev/shm|%APPDATA%|\$HOME)[/\\][^\s'\"|;]+"),
}


def printable(b: bytes) -> str | None:
    try:
        s = b.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return s if sum(c.isprintable() or c in "\n\t" for c in s) / max(len(s), 1) > 0.9 else None


def decode_layer(text: str) -> list[tuple[str, str]]:
    found = []
    for m in B64_RE.finditer(text):
        try:
            s = printable(base64.b64decode(m.group(1), validate=True))
        except (binascii.Error, ValueError):
            continue
        if s:
            found.append(("base64", s))
    for m in HEX_RE.finditer(text):
        raw = m.group(0).replace("\\x", "")
        s = printable(bytes.fromhex(raw))
        if s:
            found.append(("hex", s))
    for m in CHARCODE_RE.finditer(text):
        nums = m.group(1) or m.group(2) or m.group(3)
        found.append(("charcodes", "".join(chr(int(n)) for n in re.findall(r"\d+", nums))))
    for m in REVERSE_RE.finditer(text):
        found.append(("reversed", m.group(1)[::-1]))
    return found


def main(path: str, max_depth: int = 6) -> None:
    text = open(path, encoding="utf-8", errors="replace").read()
    queue, seen, depth = [("original", text)], set(), 0
    while queue and depth < max_depth:
        nxt = []
        for kind, layer in queue:
            for k, decoded in decode_layer(layer):
                if decoded in seen:
                    continue
                seen.add(decoded)
                print(f"--- layer {depth + 1} ({k}) ---\n{decoded}\n")
                nxt.append((k, decoded))
        queue, depth = nxt, depth + 1
    everything = text + "\n" + "\n".join(seen)
    print("=== indicators (not contacted) ===")
    for name, rx in IOC_RE.items():
        for v in sorted(set(rx.findall(everything))):
            print(f"{name:5} {v}")


if __name__ == "__main__":
    main(sys.argv[1])
