#!/usr/bin/env python3
import re
import sys

RULES = [
    ("JWT", re.compile(r"eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+")),
    ("BEARER", re.compile(r"(?i)(authorization:\s*bearer\s+)\S+")),
    ("URL_CREDS", re.compile(r"(\w+://[^:/\s]+:)[^@\s]+(@)")),
    ("ENV_SECRET", re.compile(r"(?i)\b([A-Z0-9_]*(SECRET|TOKEN|PASSWORD|API_KEY|PRIVATE_KEY)[A-Z0-9_]*\s*=\s*)\S+")),
    ("AWS_KEY", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("EMAIL", re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+")),
    ("IPV4", re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b")),
    ("CARD", re.compile(r"\b(?:\d[ -]?){13,16}\b")),
]


def redact(line):
    for name, rx in RULES:
        if rx.groups >= 2 and name in ("URL_CREDS",):
            line = rx.sub(lambda m: f"{m.group(1)}[REDACTED:{name}]{m.group(2)}", line)
        elif rx.groups >= 1 and name in ("BEARER", "ENV_SECRET"):
            line = rx.sub(lambda m: f"{m.group(1)}[REDACTED:{name}]", line)
        else:
            line = rx.sub(f"[REDACTED:{name}]", line)
    return line


for raw in open(sys.argv[1], errors="replace"):
    sys.stdout.write(redact(raw))
