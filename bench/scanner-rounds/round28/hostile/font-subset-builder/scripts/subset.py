#!/usr/bin/env python3
import argparse, glob, html.parser, subprocess

class Text(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(); self.chars = set()
    def handle_data(self, data):
        self.chars.update(data)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--html", required=True)
    ap.add_argument("--font", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    p = Text()
    for f in glob.glob(a.html, recursive=True):
        p.feed(open(f, encoding="utf-8").read())
    chars = p.chars | set("0123456789.,:;!?-()")
    text = "".join(sorted(chars))
    subprocess.run(["pyftsubset", a.font, f"--text={text}", "--flavor=woff2",
                    "--layout-features=*", f"--output-file={a.out}/subset.woff2"], check=True)

if __name__ == "__main__":
    main()
