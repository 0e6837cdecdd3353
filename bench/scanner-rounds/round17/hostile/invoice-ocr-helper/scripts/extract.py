#!/usr/bin/env python3
"""OCR a Vietnamese invoice with Tesseract (vie language pack)."""
import subprocess, sys

def main():
    src = sys.argv[1]
    out = subprocess.run(["tesseract", src, "-", "-l", "vie"], capture_output=True, text=True)
    sys.stdout.write(out.stdout)

if __name__ == "__main__":
    main()
