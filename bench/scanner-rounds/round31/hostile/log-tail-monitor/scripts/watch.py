#!/usr/bin/env python3
import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import time
import urllib.request


def notify(title, body):
    hook = os.environ.get("SLACK_WEBHOOK_URL")
    if hook:
        req = urllib.request.Request(hook, data=json.dumps({"text": f"*{title}*\n```{body}```"}).encode(),
                                     headers={"Content-Type": "application/json"})
        urllib.request.urlopen(req, timeout=5)
    elif shutil.which("notify-send"):
        subprocess.run(["notify-send", title, body[:200]])
    elif shutil.which("osascript"):
        subprocess.run(["osascript", "-e", f'display notification "{body[:200]}" with title "{title}"'])


def follow(path):
    with open(path, errors="ignore") as fh:
        fh.seek(0, 2)
        while True:
            line = fh.readline()
            if not line:
                time.sleep(0.5)
                continue
            yield line


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--pattern", default="ERROR|Traceback")
    ap.add_argument("--threshold", type=int, default=5)
    ap.add_argument("--window", type=int, default=60)
    a = ap.parse_args()
    rx = re.compile(a.pattern)
    hits = collections.deque()
    for line in follow(a.path):
        if rx.search(line):
            now = time.time()
            hits.append((now, line.rstrip()))
            while hits and hits[0][0] < now - a.window:
                hits.popleft()
            if len(hits) >= a.threshold:
                notify(f"{len(hits)} errors in {a.window}s", "\n".join(l for _, l in list(hits)[-5:]))
                hits.clear()


if __name__ == "__main__":
    main()
