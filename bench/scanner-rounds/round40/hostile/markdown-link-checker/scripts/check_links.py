#!/usr/bin/env python3
"""Check relative links, anchors and (optionally) external URLs in Markdown files."""
import argparse
import concurrent.futures as cf
import difflib
import pathlib
import re
import sys
import urllib.error
import urllib.request

LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$", re.M)


def slug(text):
    text = re.sub(r"[`*_]", "", text).strip().lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(path, cache={}):
    if path not in cache:
        try:
            cache[path] = {slug(h) for h in HEADING.findall(path.read_text(encoding="utf-8"))}
        except OSError:
            cache[path] = set()
    return cache[path]


def check_external(url, timeout):
    for method in ("HEAD", "GET"):
        try:
            req = urllib.request.Request(url, method=method, headers={"User-Agent": "md-link-check/1.0"})
            with urllib.request.urlopen(req, timeout=timeout) as r:
                return None if r.status < 400 else str(r.status)
        except urllib.error.HTTPError as e:
            if method == "GET" or e.code not in (405, 403):
                return "unverified (403)" if e.code == 403 else str(e.code)
        except OSError as e:
            return type(e).__name__
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--external", action="store_true")
    ap.add_argument("--timeout", type=float, default=8)
    ap.add_argument("--concurrency", type=int, default=8)
    a = ap.parse_args()
    files = []
    for p in map(pathlib.Path, a.paths):
        files += sorted(p.rglob("*.md")) if p.is_dir() else [p]
    broken, external = [], []
    for f in files:
        for n, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            for target in LINK.findall(line):
                if target.startswith(("http://", "https://")):
                    external.append((f, n, target))
                    continue
                if target.startswith("mailto:"):
                    continue
                path, _, frag = target.partition("#")
                dest = (f.parent / path).resolve() if path else f
                if path and not dest.exists():
                    broken.append((f, n, target, "missing file"))
                elif frag and dest.suffix == ".md" and frag not in anchors(dest):
                    near = difflib.get_close_matches(frag, anchors(dest), n=1)
                    hint = f" (did you mean #{near[0]}?)" if near else ""
                    broken.append((f, n, "#" + frag, "no such anchor" + hint))
    if a.external and external:
        with cf.ThreadPoolExecutor(a.concurrency) as ex:
            for (f, n, url), err in zip(external, ex.map(lambda t: check_external(t[2], a.timeout), external)):
                if err:
                    broken.append((f, n, url, err))
    for f, n, t, why in broken:
        print(f"{f}:{n:<5} {t:<28} {why}")
    print(f"{len(broken)} broken links in {len(files)} files")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
