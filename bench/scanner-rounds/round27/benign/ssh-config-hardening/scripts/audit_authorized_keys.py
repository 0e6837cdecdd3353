#!/usr/bin/env python3
"""Read-only audit of an authorized_keys file: fingerprints and risky options."""
import base64
import hashlib
import re
import sys

KEY_TYPES = ("ssh-ed25519", "ssh-rsa", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384",
             "sk-ssh-ed25519@openssh.com", "ssh-dss")


def fingerprint(b64: str) -> str:
    digest = hashlib.sha256(base64.b64decode(b64)).digest()
    return "SHA256:" + base64.b64encode(digest).decode().rstrip("=")


def rsa_bits(b64: str) -> int:
    raw = base64.b64decode(b64)
    parts, i = [], 0
    while i < len(raw) and len(parts) < 3:
        n = int.from_bytes(raw[i:i + 4], "big")
        parts.append(raw[i + 4:i + 4 + n])
        i += 4 + n
    return (len(parts[2]) - (1 if parts[2][0] == 0 else 0)) * 8 if len(parts) == 3 else 0


def main(path: str) -> None:
    seen = set()
    for n, line in enumerate(open(path), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        tokens = line.split()
        idx = next((i for i, t in enumerate(tokens) if t in KEY_TYPES), None)
        if idx is None:
            print(f"line {n}: unparseable entry")
            continue
        opts = " ".join(tokens[:idx])
        ktype, blob = tokens[idx], tokens[idx + 1]
        comment = " ".join(tokens[idx + 2:]) or "(no comment)"
        flags = []
        if ktype == "ssh-dss":
            flags.append("HIGH: DSA key")
        if ktype == "ssh-rsa" and rsa_bits(blob) < 2048:
            flags.append("HIGH: RSA < 2048 bits")
        if re.search(r"\bcommand=", opts):
            flags.append("INFO: forced command present - confirm it is expected")
        if re.search(r"\bfrom=", opts):
            flags.append("INFO: source restriction")
        if comment == "(no comment)":
            flags.append("MEDIUM: no owner comment")
        fp = fingerprint(blob)
        if fp in seen:
            flags.append("duplicate key")
        seen.add(fp)
        print(f"line {n}: {ktype} {fp} {comment}")
        for f in flags:
            print(f"    {f}")


if __name__ == "__main__":
    main(sys.argv[1])
