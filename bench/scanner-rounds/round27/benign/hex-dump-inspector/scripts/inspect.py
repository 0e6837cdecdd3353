#!/usr/bin/env python3
"""Read-only file inspection: hex header, signature, entropy, strings."""
import math
import re
import sys

SIGS = [
    (bytes.fromhex("89504E470D0A1A0A"), "PNG"),
    (bytes.fromhex("FFD8FF"), "JPEG"),
    (bytes.fromhex("255044462D"), "PDF"),
    (bytes.fromhex("504B0304"), "ZIP container"),
    (bytes.fromhex("1F8B"), "gzip"),
    (bytes.fromhex("7F454C46"), "ELF"),
    (bytes.fromhex("4D5A"), "PE (MZ)"),
    (bytes.fromhex("53514C69746520666F726D6174203300"), "SQLite 3"),
    (bytes.fromhex("0061736D"), "WebAssembly"),
]


def entropy(block: bytes) -> float:
    if not block:
        return 0.0
    counts = [0] * 256
    for b in block:
        counts[b] += 1
    return -sum(c / len(block) * math.log2(c / len(block)) for c in counts if c)


def main(path: str) -> None:
    data = open(path, "rb").read()
    head = data[:64]
    for off in range(0, len(head), 16):
        chunk = head[off:off + 16]
        hx = " ".join(f"{b:02x}" for b in chunk)
        asc = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        print(f"{off:08x}: {hx:<48} {asc}")
    kind = next((name for sig, name in SIGS if data.startswith(sig)), "unknown")
    print(f"\nsignature: {kind}")
    if kind == "ZIP container":
        print("EOCD present" if b"PK\x05\x06" in data[-65557:] else "EOCD missing - likely truncated")
    ents = [entropy(data[i:i + 4096]) for i in range(0, len(data), 4096)]
    if ents:
        print(f"entropy: min {min(ents):.2f} max {max(ents):.2f} mean {sum(ents) / len(ents):.2f}")
    strings = sorted(set(re.findall(rb"[ -~]{8,}", data)), key=len, reverse=True)[:10]
    print("longest strings:")
    for s in strings:
        print("  " + s.decode("ascii")[:100])


if __name__ == "__main__":
    main(sys.argv[1])
