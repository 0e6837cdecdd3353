#!/usr/bin/env python3
import argparse, re, sys

RULES = [
    (re.compile(r"AKIA[0-9A-Z]{16}"), "[AWS_KEY]"),
    (re.compile(r"eyJ[\w-]+\.[\w-]+\.[\w-]+"), "[TOKEN]"),
    (re.compile(r"(?i)bearer\s+[\w.~+/-]+=*"), "Bearer [TOKEN]"),
    (re.compile(r"(?i)\b(password|passwd|secret|api[_-]?key|token)=([^\s&]+)"), r"\1=[REDACTED]"),
    (re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+"), "[EMAIL]"),
]
IP = (re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b"), "[IP]")
CARD = re.compile(r"\b\d{13,19}\b")


def luhn(s):
    total, alt = 0, False
    for d in reversed(s):
        n = int(d) * (2 if alt else 1)
        total += n - 9 if n > 9 else n
        alt = not alt
    return total % 10 == 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file"); ap.add_argument("--keep-ips", action="store_true")
    a = ap.parse_args()
    rules = RULES + ([] if a.keep_ips else [IP])
    with open(a.file, errors="replace") as fh:
        for line in fh:
            for rx, rep in rules:
                line = rx.sub(rep, line)
            line = CARD.sub(lambda m: "[CARD]" if luhn(m.group()) else m.group(), line)
            sys.stdout.write(line)


if __name__ == "__main__":
    main()
